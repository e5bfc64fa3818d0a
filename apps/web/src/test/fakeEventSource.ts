import type { EventSourceLike } from '../lib/live';

/** A stand-in for EventSource: tests open it, drop it, fail it and emit events by hand. */
export class FakeEventSource extends EventTarget implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  static last(): FakeEventSource {
    const last = FakeEventSource.instances[FakeEventSource.instances.length - 1];
    if (!last) throw new Error('no EventSource was opened');
    return last;
  }
  readyState = 0;
  onopen: ((this: EventSource, ev: Event) => unknown) | null = null;
  onerror: ((this: EventSource, ev: Event) => unknown) | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.call(this as unknown as EventSource, new Event('open'));
  }
  /** A network drop: the browser retries by itself (CONNECTING). */
  drop(): void {
    this.readyState = 0;
    this.onerror?.call(this as unknown as EventSource, new Event('error'));
  }
  /** A failed connection (an HTTP error): the browser gives up (CLOSED). */
  fail(): void {
    this.readyState = 2;
    this.onerror?.call(this as unknown as EventSource, new Event('error'));
  }
  emit(type: string, data: unknown, lastEventId = ''): void {
    this.dispatchEvent(new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data), lastEventId }));
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
}
