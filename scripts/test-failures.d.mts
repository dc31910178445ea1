export interface VitestReport {
  numFailedTests?: number
  testResults?: {
    name?: string
    status: string
    message?: string
    assertionResults?: { status: string; fullName?: string; failureMessages?: string[] }[]
  }[]
}

export interface PlaywrightSuite {
  title?: string
  specs?: {
    title: string
    file: string
    line: number
    tests?: { status: string; projectName: string; results?: { error?: { message?: string } }[] }[]
  }[]
  suites?: PlaywrightSuite[]
}

export interface PlaywrightReport {
  suites?: PlaywrightSuite[]
  errors?: { message?: string }[]
}

export function countVitestFailures(report: VitestReport): number
export function nameVitestFailures(report: VitestReport): string[]
export function namePlaywrightFailures(report: PlaywrightReport): string[]
