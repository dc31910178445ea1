import { existsSync, readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time of a process from Linux's scheduler statistics: the sum over its threads of
 * /proc/{pid}/task/{tid}/schedstat's first field (nanoseconds on a CPU). Unlike wall time it
 * does not grow while other programs on a shared machine hold the cores.
 */
export function processCpuMs(pid: number): number {
  let nanoseconds = 0
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      nanoseconds += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0])
    } catch {
      // the thread ended between listing and reading
    }
  }
  return nanoseconds / 1e6
}

/** The `workerd` child of this process that Miniflare started after `before` was listed. */
export function findWorkerdChild(exclude: ReadonlySet<number> = new Set()): number | null {
  if (!existsSync('/proc/self/stat')) return null
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const pid = Number(entry)
    if (exclude.has(pid)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const match = /^\d+ \((.*)\) \S+ (\d+)/.exec(stat)
      if (match && match[1] === 'workerd' && Number(match[2]) === process.pid) return pid
    } catch {
      // gone
    }
  }
  return null
}

export function workerdChildren(): Set<number> {
  const pids = new Set<number>()
  for (;;) {
    const pid = findWorkerdChild(pids)
    if (pid === null) return pids
    pids.add(pid)
  }
}

/**
 * CPU a process has used since it started, its ended threads included: utime + stime of
 * /proc/{pid}/stat, in clock ticks of 10 ms.
 */
export function processLifetimeCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // After "pid (comm) ", field 3 (state) is index 0: utime is field 14, stime field 15.
  const ticks = Number(fields[11]) + Number(fields[12])
  return ticks * 10
}
