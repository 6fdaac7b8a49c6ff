// The content listener's own page: the SCORM host page from the build, with the app's origin
// inlined, frameable only by the app and its parents; and the configuration that places it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../../server/config';
import { buildContentServer, HOST_CONFIG_ID } from '../../server/content/index';
import { openStorage } from '../../server/files/storage';

let dir: string;
let content: FastifyInstance;
const config = testConfig({
  publicUrl: 'https://lms.example.org',
  app: { ...testConfig().app, PARENT_ORIGINS: ['https://intranet.example.org'] },
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lms-content-'));
  const dist = path.join(dir, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(
    path.join(dist, 'scorm-host.html'),
    '<!doctype html><html><head><title>SCORM</title></head><body><script type="module" src="/assets/host-1.js"></script></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'host-1.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'index.html'), '<title>the app</title>');
  content = await buildContentServer({
    config,
    storage: await openStorage(path.join(dir, 'files')),
    distDir: dist,
  });
});
afterAll(async () => {
  await content.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the SCORM host page on the content origin', () => {
  it('inlines the app origin, the only window it takes a launch from', async () => {
    const page = await content.inject({ method: 'GET', url: '/scorm-host.html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const inlined = new RegExp(`<script id="${HOST_CONFIG_ID}" type="application/json">(.*?)</script>`).exec(
      page.body,
    );
    expect(JSON.parse(inlined?.[1] ?? 'null')).toEqual({ appOrigin: 'https://lms.example.org' });
  });

  it('may be framed by the app and its configured parents only, not by itself', async () => {
    const page = await content.inject({ method: 'GET', url: '/scorm-host.html' });
    expect(page.headers['content-security-policy']).toBe(
      'frame-ancestors https://lms.example.org https://intranet.example.org',
    );
  });

  it('serves its assets and not the app', async () => {
    const script = await content.inject({ method: 'GET', url: '/assets/host-1.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
    expect((await content.inject({ method: 'GET', url: '/index.html' })).statusCode).toBe(404);
    expect((await content.inject({ method: 'GET', url: '/assets/../index.html' })).statusCode).toBe(404);
  });
});

describe('CONTENT_ORIGIN and CONTENT_PORT', () => {
  it('default to the next port on localhost and reach the app as runtime configuration', () => {
    const loaded = loadConfig({ PORT: '4000' });
    expect(loaded.contentPort).toBe(4001);
    expect(loaded.contentOrigin).toBe('http://localhost:4001');
    expect(loaded.app.CONTENT_ORIGIN).toBe('http://localhost:4001');
    const configured = loadConfig({ CONTENT_ORIGIN: 'https://content.example.org/', CONTENT_PORT: '8081' });
    expect(configured.contentOrigin).toBe('https://content.example.org');
    expect(configured.contentPort).toBe(8081);
  });

  it('refuses a content origin equal to the app origin', () => {
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://lms.example.org', CONTENT_ORIGIN: 'https://lms.example.org/' }),
    ).toThrow(/CONTENT_ORIGIN must differ from the app origin/);
  });
});
