/** Where "now" comes from, so tests can move time (earnings windows, invoice due dates). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
