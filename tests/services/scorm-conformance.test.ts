// SCORM 1.2 run-time conformance, part 1: the eight functions and every error code, driven through
// window.API exactly as a SCO does (string in, string out). Part 2: scorm-conformance-data.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { SUSPEND_DATA_MAX } from '../../src/services/scorm';
import { launch, uninstallLaunched, type Sco } from './scormConformanceSetup';

afterEach(uninstallLaunched);

const lastError = (API: Sco) => API.LMSGetLastError();

describe('the eight API functions', () => {
  it('are all on window.API and speak strings', () => {
    const { API } = launch();
    for (const name of [
      'LMSInitialize',
      'LMSFinish',
      'LMSGetValue',
      'LMSSetValue',
      'LMSCommit',
      'LMSGetLastError',
      'LMSGetErrorString',
      'LMSGetDiagnostic',
    ]) {
      expect(typeof Reflect.get(API, name)).toBe('function');
    }
    expect(API.LMSInitialize('')).toBe('true');
    expect(API.LMSGetLastError()).toBe('0');
    expect(API.LMSGetErrorString('0')).toMatch(/no error/i);
    expect(API.LMSGetValue('cmi.core.student_id')).toBe('u-42');
    expect(API.LMSSetValue('cmi.core.lesson_location', 'page-2')).toBe('true');
    expect(API.LMSCommit('')).toBe('true');
    expect(API.LMSFinish('')).toBe('true');
  });

  it('gives an error string and a diagnostic for every SCORM 1.2 error code', () => {
    const { API } = launch();
    for (const code of ['101', '201', '202', '203', '301', '401', '402', '403', '404', '405']) {
      expect(API.LMSGetErrorString(code), code).not.toBe('');
      expect(API.LMSGetDiagnostic(code), code).not.toBe('');
    }
  });
});

describe('error codes', () => {
  it('301: calls before LMSInitialize', () => {
    const { API } = launch();
    expect(API.LMSGetValue('cmi.core.student_id')).toBe('');
    expect(lastError(API)).toBe('301');
    expect(API.LMSSetValue('cmi.core.lesson_location', 'x')).toBe('false');
    expect(lastError(API)).toBe('301');
    expect(API.LMSCommit('')).toBe('false');
    expect(lastError(API)).toBe('301');
    expect(API.LMSFinish('')).toBe('false');
    expect(lastError(API)).toBe('301');
  });

  it('101: initializing twice or after finishing', () => {
    const { API } = launch();
    API.LMSInitialize('');
    expect(API.LMSInitialize('')).toBe('false');
    expect(lastError(API)).toBe('101');
    API.LMSFinish('');
    expect(API.LMSInitialize('')).toBe('false');
    expect(lastError(API)).toBe('101');
  });

  it('201: a non-empty argument to LMSInitialize, LMSFinish or LMSCommit', () => {
    const { API } = launch();
    expect(API.LMSInitialize('x')).toBe('false');
    expect(lastError(API)).toBe('201');
    API.LMSInitialize('');
    expect(API.LMSCommit('x')).toBe('false');
    expect(lastError(API)).toBe('201');
    expect(API.LMSFinish('x')).toBe('false');
    expect(lastError(API)).toBe('201');
  });

  it('201/401: elements that do not exist in the data model', () => {
    const { API } = launch();
    API.LMSInitialize('');
    expect(API.LMSGetValue('cmi.core.no_such_thing')).toBe('');
    expect(['201', '401']).toContain(lastError(API));
    expect(API.LMSSetValue('cmi.nonsense', '1')).toBe('false');
    expect(['201', '401']).toContain(lastError(API));
  });

  it('202: _children of an element that has none', () => {
    const { API } = launch();
    API.LMSInitialize('');
    expect(API.LMSGetValue('cmi.core._children')).toContain('lesson_status');
    expect(API.LMSGetValue('cmi.core.lesson_status._children')).toBe('');
    expect(lastError(API)).toBe('202');
  });

  it('203: _count of an element that is not a list', () => {
    const { API } = launch();
    API.LMSInitialize('');
    expect(API.LMSGetValue('cmi.interactions._count')).toBe('0');
    expect(API.LMSGetValue('cmi.core._count')).toBe('');
    expect(lastError(API)).toBe('203');
  });

  it('402: setting a keyword (_children, _count)', () => {
    const { API } = launch();
    API.LMSInitialize('');
    expect(API.LMSSetValue('cmi.core._children', 'x')).toBe('false');
    expect(lastError(API)).toBe('402');
    expect(API.LMSSetValue('cmi.interactions._count', '3')).toBe('false');
    expect(lastError(API)).toBe('402');
  });

  it('403: read-only elements refuse LMSSetValue', () => {
    const { API } = launch();
    API.LMSInitialize('');
    for (const element of [
      'cmi.core.student_id',
      'cmi.core.student_name',
      'cmi.core.credit',
      'cmi.core.entry',
      'cmi.core.total_time',
      'cmi.core.lesson_mode',
      'cmi.launch_data',
      'cmi.student_data.mastery_score',
    ]) {
      expect(API.LMSSetValue(element, 'x'), element).toBe('false');
      expect(lastError(API), element).toBe('403');
    }
  });

  it('404: write-only elements refuse LMSGetValue', () => {
    const { API } = launch();
    API.LMSInitialize('');
    expect(API.LMSGetValue('cmi.core.exit')).toBe('');
    expect(lastError(API)).toBe('404');
    expect(API.LMSGetValue('cmi.core.session_time')).toBe('');
    expect(lastError(API)).toBe('404');
  });

  it('405: values of the wrong type or outside the vocabulary', () => {
    const { API } = launch();
    API.LMSInitialize('');
    const wrong: Array<[string, string]> = [
      ['cmi.core.lesson_status', 'done'],
      ['cmi.core.lesson_status', 'not attempted'],
      ['cmi.core.exit', 'later'],
      ['cmi.core.score.raw', 'eighty'],
      ['cmi.core.session_time', '1 hour'],
      ['cmi.core.lesson_location', 'x'.repeat(256)],
      ['cmi.suspend_data', 'x'.repeat(SUSPEND_DATA_MAX + 1)],
    ];
    for (const [element, value] of wrong) {
      expect(API.LMSSetValue(element, value), `${element}=${value.slice(0, 20)}`).toBe('false');
      expect(['405', '402']).toContain(lastError(API));
    }
    expect(API.LMSSetValue('cmi.core.lesson_status', 'done')).toBe('false');
    expect(lastError(API)).toBe('405');
    expect(API.LMSSetValue('cmi.core.score.raw', '101')).toBe('false');
    expect(lastError(API)).toBe('405');
  });

  it('a successful call resets the last error to 0', () => {
    const { API } = launch();
    API.LMSInitialize('');
    API.LMSGetValue('cmi.core.exit');
    expect(lastError(API)).toBe('404');
    API.LMSGetValue('cmi.core.lesson_status');
    expect(lastError(API)).toBe('0');
  });

  it('refuses to commit or finish again after LMSFinish', () => {
    const { API, commits } = launch();
    API.LMSInitialize('');
    API.LMSFinish('');
    expect(API.LMSCommit('')).toBe('false');
    expect(lastError(API)).toBe('301');
    expect(API.LMSGetValue('cmi.core.lesson_status')).toBe('');
    expect(lastError(API)).toBe('301');
    expect(API.LMSSetValue('cmi.core.lesson_location', 'x')).toBe('false');
    expect(lastError(API)).toBe('301');
    expect(API.LMSFinish('')).toBe('false');
    expect(commits.map((c) => c.kind)).toEqual(['finish']);
  });
});
