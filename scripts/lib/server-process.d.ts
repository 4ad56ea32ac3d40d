export interface ServerProcess {
    readonly origin: string;
    /** The process id, to read its memory. */
    readonly pid: number | undefined;
    /** Everything the process wrote so far, stdout and stderr interleaved. */
    readonly output: () => string;
    /**
     * Sends SIGTERM and waits for the process to exit by itself; resolves with its exit code. Kills it
     * (and fails) when it is still running after `graceMs`, since a stop that needs SIGKILL is a bug.
     */
    readonly stop: (graceMs?: number) => Promise<number>;
}
/**
 * Starts a server process with exactly the command, arguments, working directory and environment
 * given (no inherited variables, as systemd and a container start it), then waits until
 * `GET /api/health` answers 200. Fails with the process' output if it exits or never gets healthy.
 */
export declare const startServerProcess: (options: {
    readonly command: string;
    readonly args: ReadonlyArray<string>;
    readonly cwd: string;
    readonly env: Readonly<Record<string, string>>;
    readonly port: number;
    readonly readyTimeoutMs?: number;
    /**
     * Whether to keep what the process writes (default). A benchmark drops standard output, where a
     * log line per request would cost the measuring process its own time, and lets errors through.
     */
    readonly keepOutput?: boolean;
}) => Promise<ServerProcess>;
