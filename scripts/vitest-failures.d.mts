export interface VitestReport {
  numFailedTests?: number
  testResults?: { status: string; assertionResults?: { status: string }[] }[]
}

export function countVitestFailures(report: VitestReport): number
