import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiDownload, apiRequest, buildUrl, unwrap } from './api-client';

function stubFetch(body: string, status = 200, headers?: Record<string, string>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(body, { status, headers })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON bodies with same-origin credentials', async () => {
    const fetchMock = stubFetch('{"success":true,"result":{"id":"1"}}');
    await apiRequest('/api/link', { method: 'POST', body: { destination: 'https://a.example' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/link');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"destination":"https://a.example"}');
  });

  it('sends FormData as is, without a JSON content type', async () => {
    const fetchMock = stubFetch('{"success":true}');
    const form = new FormData();
    form.append('service', 'lynx');
    await apiRequest('/api/import', { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('sends a file as it is, with the type asked for or its own', async () => {
    const fetchMock = stubFetch('{"success":true}');
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await api.put('/api/link/1/qr/logo', file, 'image/png');
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(file);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('image/png');

    await apiRequest('/x', { method: 'PUT', body: new Blob(['a'], { type: 'text/plain' }) });
    const own = fetchMock.mock.calls[1]?.[1] as RequestInit;
    expect((own.headers as Record<string, string>)['Content-Type']).toBe('text/plain');
  });

  it('parses the JSON envelope', async () => {
    stubFetch(
      '{"success":false,"message":"Invalid field(s)","details":{"invalid":{"email":true}}}',
      400,
    );
    const answer = await apiRequest('/api/auth/register', { method: 'POST', body: {} });
    expect(answer).toEqual({
      success: false,
      message: 'Invalid field(s)',
      result: undefined,
      details: { invalid: { email: true } },
      status: 400,
    });
  });

  it('takes success from the JSON body, not the status', async () => {
    stubFetch('{"success":false,"message":"odd"}', 200);
    const answer = await apiRequest('/api/about');
    expect(answer.success).toBe(false);
    expect(answer.message).toBe('odd');
  });

  it('when the body is not JSON, success is response.ok and the text is the message', async () => {
    stubFetch('Bad Gateway from proxy', 502);
    const failed = await apiRequest('/api/about');
    expect(failed).toMatchObject({
      success: false,
      message: 'Bad Gateway from proxy',
      status: 502,
    });

    stubFetch('plain text but fine', 200);
    const fine = await apiRequest('/api/about');
    expect(fine).toMatchObject({ success: true, message: 'plain text but fine', status: 200 });
    expect(fine.result).toBeUndefined();
  });

  it('treats an empty body as a parse failure too', async () => {
    stubFetch('', 200);
    const answer = await apiRequest('/api/auth/me', { method: 'DELETE' });
    expect(answer).toMatchObject({ success: true, message: '', status: 200 });
  });

  it('reports a network failure as an unsuccessful answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const answer = await apiRequest('/api/about');
    expect(answer.success).toBe(false);
    expect(answer.status).toBe(0);
    expect(answer.message).toMatch(/could not reach the server/i);
  });
});

describe('buildUrl', () => {
  it('skips empty query values and encodes the rest', () => {
    expect(buildUrl('/api/link/list', { page: 0, search: 'a b&c', userID: undefined, x: '' })).toBe(
      '/api/link/list?page=0&search=a+b%26c',
    );
  });
});

describe('unwrap', () => {
  it('returns the result or throws the server message', () => {
    expect(unwrap({ success: true, message: '', result: 5, details: undefined, status: 200 })).toBe(
      5,
    );
    expect(() =>
      unwrap({
        success: false,
        message: 'Nope',
        result: undefined,
        details: undefined,
        status: 403,
      }),
    ).toThrowError(new ApiError('Nope', 403));
  });
});

describe('apiDownload', () => {
  it('returns the file and its name from Content-Disposition', async () => {
    stubFetch('id,slug\r\n', 200, {
      'Content-Disposition': 'attachment; filename="export-1.csv"',
    });
    const file = await apiDownload('/api/export', { format: 'csv' });
    expect(file.success).toBe(true);
    expect(file.filename).toBe('export-1.csv');
    expect(await file.blob?.text()).toBe('id,slug\r\n');
  });

  it('parses error answers with the envelope rule', async () => {
    stubFetch('{"success":false,"message":"Exports are not enabled in demo mode."}', 406);
    const file = await apiDownload('/api/export', { format: 'json' });
    expect(file).toMatchObject({
      success: false,
      message: 'Exports are not enabled in demo mode.',
      status: 406,
    });
  });
});
