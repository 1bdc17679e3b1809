import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantRole, login, signupAndVerify, type TestApp } from './helpers.ts';

/**
 * In production the operator's pages are not open to the internet (issue "nothing an outsider can
 * break", finding 9): /metrics answers an admin or a scraper with METRICS_TOKEN, and the OpenAPI
 * pages are off unless API_DOCS=on. Outside production both stay open for developers.
 */
const METRICS_TOKEN = 'scrape-scrape-scrape-0123456789';
let prod: TestApp;
let dev: TestApp;
beforeAll(async () => {
  prod = await createTestApp({
    NODE_ENV: 'production',
    JWT_SECRET: 'production-test-secret-production-0123',
    METRICS_TOKEN,
    RATE_LIMIT_FACTOR: '1000',
  });
  dev = await createTestApp();
});
afterAll(async () => {
  await prod.close();
  await dev.close();
});

describe('operator pages in production', () => {
  it('keeps /metrics for admins and the scraper', async () => {
    expect((await prod.app.inject('/metrics')).statusCode).toBe(404);
    expect(
      (
        await prod.app.inject({
          url: '/metrics',
          headers: { authorization: 'Bearer wrong-token-0123456789' },
        })
      ).statusCode,
    ).toBe(401);
    const scraped = await prod.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('makerboard_http_request_duration_seconds');
    const person = await signupAndVerify(prod);
    await grantRole(prod, person.userName, 'admin');
    const admin = await login(prod, person.userName);
    const asAdmin = await prod.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('serves no OpenAPI pages', async () => {
    expect((await prod.app.inject('/api/docs')).statusCode).toBe(404);
    expect((await prod.app.inject('/api/docs/json')).statusCode).toBe(404);
  });

  it('keeps both open outside production', async () => {
    expect((await dev.app.inject('/metrics')).statusCode).toBe(200);
    expect((await dev.app.inject('/api/docs/json')).statusCode).toBe(200);
  });
});
