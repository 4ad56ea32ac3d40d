/** Asks the operating system for a loopback port that nothing listens on right now. */
export declare const findFreePort: () => Promise<number>;
