/** A Chromium trace event, as far as the benches read them. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  /** Thread (CPU) time: what the task cost the page itself, whatever else the machine was doing. */
  tdur?: number;
  args?: { name?: string };
}

/** The complete events ('X') on the page's renderer main thread in a Chromium trace (Playwright's tracing). */
export function mainThreadEvents(buffer: Buffer): TraceEvent[] {
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  return events.filter((event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
}
