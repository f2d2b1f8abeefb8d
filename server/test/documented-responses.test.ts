import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResponses } from '#contracts/auth';
import { documentedAnswers, type OpenApiDocument } from './documented-responses';
import { post, signUp } from './factories';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp({}, { checkAnswers: true });
  doc = (await t.app.inject('/api/docs')).json();
});
afterAll(() => t.close());

const wrongLogin = {
  message: AuthResponses.invalidPassword,
  error: {
    code: 'invalid_password',
    message: 'Invalid password',
    key: 'auth.errors.invalidPassword',
  },
};

describe('the answers the API document describes', () => {
  it("documents the spec's top-level message on a wrong login, and nothing more", () => {
    const check = documentedAnswers(doc);
    const answer = { method: 'POST', url: '/api/login', status: 401 };
    expect(check({ ...answer, body: JSON.stringify(wrongLogin) })).toEqual([]);
    expect(check({ ...answer, body: JSON.stringify({ ...wrongLogin, token: 'x' }) })).toEqual([
      "POST /api/login 401: (body) must NOT have additional properties 'token'",
    ]);
  });

  it('refuses a status the operation does not list, and a body that is not JSON', () => {
    const check = documentedAnswers(doc);
    expect(check({ method: 'POST', url: '/api/login', status: 418, body: '{}' })).toEqual([
      'POST /api/login 418: the document does not list this status',
    ]);
    expect(check({ method: 'GET', url: '/api/categories/7', status: 200, body: '<html>' })).toEqual(
      ['GET /api/categories/{id} 200: the body is not JSON: <html>'],
    );
  });

  it('leaves URLs the document does not describe alone', () => {
    const check = documentedAnswers(doc);
    expect(check({ method: 'GET', url: '/images/x.png', status: 404, body: '' })).toEqual([]);
    expect(check({ method: 'GET', url: '/api/docs', status: 200, body: '{}' })).toEqual([]);
  });

  it('makes the test app throw in the test whose request got an undocumented answer', async () => {
    const user = await signUp(t, 'client');
    const wrong = { email: user.email, password: 'not the password at all' };
    expect((await post(t, '/api/login', wrong)).statusCode).toBe(401);
    const login = doc.paths['/api/login']?.post?.responses ?? {};
    const servedLogin = t.answersDocument?.paths['/api/login']?.post?.responses ?? {};
    expect(servedLogin).toEqual(login);
    delete servedLogin['401'];
    try {
      await expect(post(t, '/api/login', wrong)).rejects.toThrow(
        'POST /api/login 401: the document does not list this status',
      );
    } finally {
      servedLogin['401'] = login['401'] ?? {};
    }
  });
});
