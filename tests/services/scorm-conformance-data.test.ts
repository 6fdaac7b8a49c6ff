// SCORM 1.2 run-time conformance, part 2: data model values, status rules, commits, resume and
// total_time, driven through window.API as a SCO does.
import { afterEach, describe, expect, it } from 'vitest';
import type { ScormCommit } from '../../src/services/scorm';
import { sha256HexSync } from '../../src/services/sha256';
import { sha256Hex } from '../../src/services/storage';
import { firstLaunch, launch, uninstallLaunched } from './scormConformanceSetup';

afterEach(uninstallLaunched);

const core = (c: ScormCommit | undefined) => (c?.cmi.core ?? {}) as Record<string, unknown>;

describe('data model values and vocabularies', () => {
  it('starts a first launch with the launch state: ab-initio, not attempted, credit', () => {
    const { API } = launch();
    API.LMSInitialize('');
    expect(API.LMSGetValue('cmi.core.student_name')).toBe('Lovelace, Ada');
    expect(API.LMSGetValue('cmi.core.entry')).toBe('ab-initio');
    expect(API.LMSGetValue('cmi.core.lesson_status')).toBe('not attempted');
    expect(API.LMSGetValue('cmi.core.credit')).toBe('credit');
    expect(API.LMSGetValue('cmi.core.lesson_mode')).toBe('normal');
    expect(API.LMSGetValue('cmi.core.lesson_location')).toBe('');
    // scorm-again normalises the timespan to HH:MM:SS.
    expect(API.LMSGetValue('cmi.core.total_time')).toBe('00:00:00');
    expect(API.LMSGetValue('cmi.student_data.mastery_score')).toBe('80');
    expect(API.LMSGetValue('cmi.suspend_data')).toBe('');
  });

  it('accepts every lesson_status a SCO may set and every exit value', () => {
    const { API } = launch();
    API.LMSInitialize('');
    for (const status of ['passed', 'completed', 'failed', 'incomplete', 'browsed']) {
      expect(API.LMSSetValue('cmi.core.lesson_status', status), status).toBe('true');
      expect(API.LMSGetValue('cmi.core.lesson_status')).toBe(status);
    }
    for (const exit of ['time-out', 'suspend', 'logout', '']) {
      expect(API.LMSSetValue('cmi.core.exit', exit), exit).toBe('true');
    }
    expect(API.LMSSetValue('cmi.core.score.raw', '85.5')).toBe('true');
    expect(API.LMSSetValue('cmi.core.score.min', '0')).toBe('true');
    expect(API.LMSSetValue('cmi.core.score.max', '100')).toBe('true');
    expect(API.LMSGetValue('cmi.core.score.raw')).toBe('85.5');
    expect(API.LMSSetValue('cmi.core.session_time', '0001:02:03.5')).toBe('true');
    expect(API.LMSSetValue('cmi.interactions.0.id', 'q1')).toBe('true');
    expect(API.LMSSetValue('cmi.interactions.0.type', 'choice')).toBe('true');
    expect(API.LMSGetValue('cmi.interactions._count')).toBe('1');
  });

  it('keeps suspend_data of 64 KB and more, and commits it whole', () => {
    const { API, commits } = launch();
    API.LMSInitialize('');
    const big = 'ä{"page":3}'.repeat(Math.ceil((70 * 1024) / 11)).slice(0, 70 * 1024);
    expect(big.length).toBeGreaterThan(64 * 1024);
    expect(API.LMSSetValue('cmi.suspend_data', big)).toBe('true');
    expect(API.LMSGetValue('cmi.suspend_data')).toBe(big);
    API.LMSCommit('');
    expect(commits.at(-1)?.cmi.suspend_data).toBe(big);
  });
});

describe('lesson_status rules on LMSFinish', () => {
  it('completed when the SCO set no status', () => {
    const { API, commits } = launch({ ...firstLaunch, masteryScore: null });
    API.LMSInitialize('');
    API.LMSFinish('');
    expect(commits.at(-1)?.kind).toBe('finish');
    expect(core(commits.at(-1)).lesson_status).toBe('completed');
  });

  it('passed or failed from the mastery score once a score was set', () => {
    const pass = launch();
    pass.API.LMSInitialize('');
    pass.API.LMSSetValue('cmi.core.score.raw', '80');
    pass.API.LMSFinish('');
    expect(core(pass.commits.at(-1)).lesson_status).toBe('passed');
    uninstallLaunched();

    const fail = launch();
    fail.API.LMSInitialize('');
    fail.API.LMSSetValue('cmi.core.lesson_status', 'completed');
    fail.API.LMSSetValue('cmi.core.score.raw', '60');
    fail.API.LMSFinish('');
    expect(core(fail.commits.at(-1)).lesson_status).toBe('failed');
  });

  it('keeps the status the SCO set when there is no score', () => {
    const { API, commits } = launch();
    API.LMSInitialize('');
    API.LMSSetValue('cmi.core.lesson_status', 'incomplete');
    API.LMSFinish('');
    expect(core(commits.at(-1)).lesson_status).toBe('incomplete');
  });
});

describe('commits, resume and total_time', () => {
  it('hands every LMSCommit and the LMSFinish to the player before returning', () => {
    const { API, commits, runtime } = launch();
    API.LMSInitialize('');
    expect(runtime.isOpen()).toBe(true);
    API.LMSSetValue('cmi.core.lesson_location', 'phishing');
    API.LMSCommit('');
    expect(commits).toHaveLength(1);
    expect(commits[0]?.kind).toBe('commit');
    expect(core(commits[0]).lesson_location).toBe('phishing');
    API.LMSFinish('');
    expect(commits.map((c) => c.kind)).toEqual(['commit', 'finish']);
    expect(runtime.isOpen()).toBe(false);
  });

  it('exports exit and the session for the server; pagehide takes a snapshot', () => {
    const { API, runtime } = launch();
    API.LMSInitialize('');
    API.LMSSetValue('cmi.core.exit', 'suspend');
    API.LMSSetValue('cmi.core.session_time', '0000:10:00');
    const snap = runtime.snapshot();
    expect(snap.kind).toBe('pagehide');
    expect(core(snap).exit).toBe('suspend');
    expect(core(snap).session_time).toBe('00:10:00');
  });

  it('keeps an interrupted session resumable: the snapshot says suspend unless the SCO set an exit', () => {
    const quiet = launch();
    quiet.API.LMSInitialize('');
    quiet.API.LMSSetValue('cmi.core.lesson_location', 'page-3');
    expect(core(quiet.runtime.snapshot()).exit).toBe('suspend');
    const leaving = launch();
    leaving.API.LMSInitialize('');
    leaving.API.LMSSetValue('cmi.core.exit', 'logout');
    expect(core(leaving.runtime.snapshot()).exit).toBe('logout');
  });

  it('adds session_time to total_time and resumes after suspend', () => {
    const first = launch();
    first.API.LMSInitialize('');
    first.API.LMSSetValue('cmi.core.lesson_status', 'incomplete');
    first.API.LMSSetValue('cmi.core.lesson_location', 'data');
    first.API.LMSSetValue('cmi.suspend_data', '{"page":2}');
    first.API.LMSSetValue('cmi.core.exit', 'suspend');
    first.API.LMSSetValue('cmi.core.session_time', '0000:10:30');
    first.API.LMSFinish('');
    const saved = core(first.commits.at(-1));
    expect(saved.total_time).toBe('00:10:30');
    uninstallLaunched();

    // What the server hands back for the next launch after a suspend.
    const second = launch({
      ...firstLaunch,
      entry: 'resume',
      lessonStatus: String(saved.lesson_status),
      lessonLocation: String(saved.lesson_location),
      suspendData: String(first.commits.at(-1)?.cmi.suspend_data),
      totalTime: String(saved.total_time),
    });
    second.API.LMSInitialize('');
    expect(second.API.LMSGetValue('cmi.core.entry')).toBe('resume');
    expect(second.API.LMSGetValue('cmi.core.lesson_location')).toBe('data');
    expect(second.API.LMSGetValue('cmi.suspend_data')).toBe('{"page":2}');
    expect(second.API.LMSGetValue('cmi.core.lesson_status')).toBe('incomplete');
    expect(second.API.LMSGetValue('cmi.core.total_time')).toBe('00:10:30');
    second.API.LMSSetValue('cmi.core.session_time', '0001:00:00');
    second.API.LMSFinish('');
    expect(core(second.commits.at(-1)).total_time).toBe('01:10:30');
  });
});

describe('synchronous SHA-256 (hashes written on pagehide)', () => {
  it('equals the Web Crypto digest', async () => {
    for (const text of ['', 'abc', 'ä€😀'.repeat(100), 'x'.repeat(1000)]) {
      expect(sha256HexSync(text)).toBe(await sha256Hex(text));
    }
  });
});
