/**
 * The TCP sockets a process tree listens on, read from /proc (Linux): which addresses a running stack
 * answers on, checked without sending any traffic from outside the machine.
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface ListeningSocket {
  address: string;
  port: number;
  pid: number;
}

/** The process and all its descendants, by parent pid in /proc/<pid>/stat. */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] as number) ?? []));
  return tree;
}

/** True while the process exists and is not a zombie. */
export function isRunning(pid: number): boolean {
  if (!existsSync(`/proc/${pid}/stat`)) return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function socketInodes(pid: number): string[] {
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return [];
  }
  const inodes: string[] = [];
  for (const fd of fds) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match?.[1]) inodes.push(match[1]);
    } catch {
      // The descriptor closed meanwhile.
    }
  }
  return inodes;
}

/** /proc/net/tcp* write each 32-bit word of an address in host (little-endian) byte order. */
function wordBytes(hex: string): number[] {
  const bytes: number[] = [];
  for (let word = 0; word < hex.length; word += 8) {
    for (let i = 6; i >= 0; i -= 2) bytes.push(Number.parseInt(hex.slice(word + i, word + i + 2), 16));
  }
  return bytes;
}

function decodeAddress(hex: string): string {
  const bytes = wordBytes(hex);
  if (bytes.length === 4) return bytes.join('.');
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  const full = groups.join(':');
  // The two forms the tests care about, written as people write them.
  if (full === '0:0:0:0:0:0:0:1') return '::1';
  if (full === '0:0:0:0:0:0:0:0') return '::';
  if (full.startsWith('0:0:0:0:0:ffff:')) return `::ffff:${bytes.slice(12).join('.')}`;
  return full;
}

/** Loopback: 127.0.0.0/8, ::1, or an IPv4 loopback address mapped into IPv6. */
export function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address);
}

/** Every listening TCP socket (IPv4 and IPv6) held by one of these processes. */
export function listeningSockets(pids: number[]): ListeningSocket[] {
  const owner = new Map<string, number>();
  for (const pid of pids) for (const inode of socketInodes(pid)) owner.set(inode, pid);
  const sockets: ListeningSocket[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [local, state, inode] = [fields[1] ?? '', fields[3], fields[9] ?? ''];
      if (state !== '0A') continue; // TCP_LISTEN
      const pid = owner.get(inode);
      if (pid === undefined) continue;
      const [address = '', port = '0'] = local.split(':');
      sockets.push({ address: decodeAddress(address), port: Number.parseInt(port, 16), pid });
    }
  }
  return sockets;
}
