export interface TestResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** An HTTP client with its own cookie jar, like one browser. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
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
    return { status: response.status, headers: response.headers, body: parsed };
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
