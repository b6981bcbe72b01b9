import {
  type AnyOperation,
  addressOf,
  type InputOf,
  type ResultOf,
} from '../../domain/operation.js';

export interface TestResponse {
  status: number;
  headers: Headers;
  body: unknown;
  /** The body as it came, decoded: for what a parse hides (its layout, its characters). */
  text: string;
}

/** A request body that is a file (a cellar or sales file): its text, sent with its media type. */
export interface FileSent {
  text: string;
  type: string;
}

/** An HTTP client with its own cookie jar, like one browser. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /**
   * Calls an operation (domain/operations/) as the web's `call` does: its address filled from
   * `input`, its body sent as JSON (`{}` for a write without one), or `file` as its bytes. Answers whatever the status.
   */
  call<O extends AnyOperation>(op: O, input: InputOf<O>, file?: FileSent): Promise<TestResponse> {
    const { body } = input as { body?: unknown };
    const address = addressOf(op, input);
    if (file) return this.request(op.method, address, file.text, { 'content-type': file.type });
    const write = op.method !== 'GET' && op.method !== 'DELETE';
    return this.request(op.method, address, body === undefined && write ? {} : body);
  }

  /** `call`, for what a test makes before it asks: the answer's body, or a throw naming why not. */
  async ok<O extends AnyOperation>(
    op: O,
    input: InputOf<O>,
    file?: FileSent,
  ): Promise<ResultOf<O>> {
    const answer = await this.call(op, input, file);
    if (answer.status >= 300) {
      throw new Error(`${op.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body as ResultOf<O>;
  }

  get(path: string, headers: Record<string, string> = {}): Promise<TestResponse> {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse> {
    return this.request('POST', path, body, headers);
  }

  put(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse> {
    return this.request('PUT', path, body, headers);
  }

  patch(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse> {
    return this.request('PATCH', path, body, headers);
  }

  delete(
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> {
    return this.request('DELETE', path, body, headers);
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> {
    const requestHeaders: Record<string, string> = { ...headers };
    if (this.cookies.size > 0) requestHeaders.cookie = this.cookieHeader;
    let payload: string | undefined;
    if (body !== undefined) {
      requestHeaders['content-type'] ??= 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: requestHeaders,
      body: payload,
    });
    this.storeCookies(response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) {
      parsed = JSON.parse(text);
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  private storeCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const separator = pair?.indexOf('=') ?? -1;
      if (!pair || separator < 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, raw] = attribute.split('=');
        return (
          key?.trim().toLowerCase() === 'expires' &&
          raw !== undefined &&
          Date.parse(raw) < Date.now()
        );
      });
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
