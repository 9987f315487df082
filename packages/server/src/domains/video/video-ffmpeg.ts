import { spawn } from 'node:child_process';

/**
 * ffmpeg and ffprobe as child processes (Debian's packages; `npm start`/`npm test` install them). Every run has a
 * wall-clock limit and an abort signal, and is killed with SIGKILL on either, so a hostile file can never hang a
 * worker. Both parts of the area that make videos (transcoding uploads, synthesizing from posters) run through here.
 */
export const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';
export const FFPROBE = process.env.FFPROBE_PATH || 'ffprobe';

export class ToolFailed extends Error {
  constructor(
    message: string,
    readonly stderrTail: string,
    readonly killed: boolean,
  ) {
    super(message);
    this.name = 'ToolFailed';
  }
}

interface RunOpts {
  signal?: AbortSignal;
  timeoutMs: number;
  onStdout?: (chunk: string) => void;
}

function run(cmd: string, args: string[], opts: RunOpts): Promise<string> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new ToolFailed(`${cmd} aborted`, '', true));
      return;
    }
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let killed = false;
    const kill = () => {
      killed = true;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(kill, opts.timeoutMs);
    opts.signal?.addEventListener('abort', kill, { once: true });
    child.stdout.setEncoding('utf8').on('data', (c: string) => {
      if (opts.onStdout) opts.onStdout(c);
      else if (out.length < 1_000_000) out += c;
    });
    child.stderr.setEncoding('utf8').on('data', (c: string) => {
      err = (err + c).slice(-4_000);
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new ToolFailed(`${cmd} could not start: ${e.message}`, err, false));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', kill);
      if (killed) reject(new ToolFailed(`${cmd} was stopped (time limit or abort)`, err, true));
      else if (code !== 0) reject(new ToolFailed(`${cmd} exited with ${code}`, err, false));
      else resolve(out);
    });
  });
}

export interface ProbeResult {
  durationMs: number;
  width: number;
  height: number;
  hasVideo: boolean;
  hasAudio: boolean;
  videoCodec: string | null;
}

/** What a file holds, read from its headers only (fast whatever the size); null when ffprobe cannot read it. */
export async function probeMedia(file: string, opts: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<ProbeResult | null> {
  let text: string;
  try {
    text = await run(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { signal: opts.signal, timeoutMs: opts.timeoutMs ?? 15_000 });
  } catch (e) {
    if (e instanceof ToolFailed && !e.killed) return null;
    throw e;
  }
  let parsed: {
    format?: { duration?: string };
    streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; duration?: string; tags?: { rotate?: string }; side_data_list?: { rotation?: number }[] }[];
  };
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const streams = parsed.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  const audio = streams.some((s) => s.codec_type === 'audio');
  const seconds = Number(parsed.format?.duration ?? video?.duration ?? NaN);
  // A phone's portrait clip is stored landscape with a rotation; the frame the user sees is turned.
  const rotation = Math.abs(Number(video?.tags?.rotate ?? video?.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0)) % 180;
  const [w, h] = [video?.width ?? 0, video?.height ?? 0];
  return {
    durationMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : 0,
    width: rotation === 90 ? h : w,
    height: rotation === 90 ? w : h,
    hasVideo: !!video && w > 0 && h > 0,
    hasAudio: audio,
    videoCodec: video?.codec_name ?? null,
  };
}

/**
 * Runs ffmpeg with `args` (inputs, filters, output; `-y`, `-nostdin` and the progress pipe are added here). When
 * `durationMs` is known, `onProgress` hears the percentage of the output written so far.
 */
export async function runFfmpeg(args: string[], opts: { signal?: AbortSignal; timeoutMs: number; durationMs?: number; onProgress?: (pct: number) => void }): Promise<void> {
  let pending = '';
  const onStdout = (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const m = /^out_time_(?:us|ms)=(\d+)/.exec(line);
      if (m && opts.durationMs && opts.onProgress) opts.onProgress(Math.min(99, (Number(m[1]) / 1000 / opts.durationMs) * 100));
    }
  };
  await run(FFMPEG, ['-hide_banner', '-nostdin', '-y', '-nostats', '-progress', 'pipe:1', ...args], { signal: opts.signal, timeoutMs: opts.timeoutMs, onStdout });
}
