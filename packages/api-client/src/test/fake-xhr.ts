/**
 * Test support: an XMLHttpRequest stand-in the test drives (progress, answer, failure) for uploadDocumentWithProgress.
 * Install with `vi.stubGlobal("XMLHttpRequest", FakeXhr)`; reset `FakeXhr.instances` between tests.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  static get last(): FakeXhr | undefined {
    return FakeXhr.instances[FakeXhr.instances.length - 1];
  }
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = "";
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** A string body is sent as it is (a malformed answer), anything else as JSON. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}
