// SCORM 1.2 run-time conformance, part 3: a package of several SCOs. Each SCO gets a runtime of its
// own (the player frames a new host page per SCO launch): its own LMSInitialize and LMSFinish, its own
// cmi.core.entry and total_time, and the manifest's values for it (datafromlms, masteryscore,
// maxtimeallowed, timelimitaction) as read-only elements, driven through window.API as a SCO does.
import { afterEach, describe, expect, it } from 'vitest';
import { createScormRuntime, type ScormCommit } from '../../src/services/scorm';
import { firstLaunch, launch, uninstallLaunched, type Sco } from './scormConformanceSetup';

afterEach(uninstallLaunched);

/** A SCO's runtime as its own host page has it (not installed on this window). */
function sco(state = firstLaunch) {
  const commits: ScormCommit[] = [];
  const runtime = createScormRuntime(state, (c) => commits.push(c));
  return { API: runtime.api as unknown as Sco, commits, runtime };
}

const core = (c: ScormCommit | undefined) => (c?.cmi.core ?? {}) as Record<string, unknown>;

describe('one runtime per SCO', () => {
  it('initializes and finishes each SCO on its own', () => {
    const intro = sco();
    const lesson = sco();
    expect(intro.API.LMSInitialize('')).toBe('true');
    expect(intro.API.LMSFinish('')).toBe('true');
    // The next SCO's LMSInitialize is its own, not a second call on a finished session (101).
    expect(lesson.API.LMSInitialize('')).toBe('true');
    expect(lesson.API.LMSGetLastError()).toBe('0');
    expect(lesson.API.LMSSetValue('cmi.core.lesson_location', 'p1')).toBe('true');
    // The finished SCO's runtime stays closed.
    expect(intro.API.LMSSetValue('cmi.core.lesson_location', 'x')).toBe('false');
    expect(intro.API.LMSGetLastError()).toBe('301');
  });

  it("gives each SCO its own cmi.core.entry: ab-initio, resume after a suspend, '' otherwise", () => {
    const fresh = sco({ ...firstLaunch, entry: 'ab-initio' });
    const suspended = sco({
      ...firstLaunch,
      entry: 'resume',
      lessonStatus: 'incomplete',
      lessonLocation: 'q3',
    });
    const finished = sco({ ...firstLaunch, entry: '', lessonStatus: 'completed' });
    for (const s of [fresh, suspended, finished]) s.API.LMSInitialize('');
    expect(fresh.API.LMSGetValue('cmi.core.entry')).toBe('ab-initio');
    expect(suspended.API.LMSGetValue('cmi.core.entry')).toBe('resume');
    expect(suspended.API.LMSGetValue('cmi.core.lesson_location')).toBe('q3');
    expect(finished.API.LMSGetValue('cmi.core.entry')).toBe('');
    expect(finished.API.LMSGetValue('cmi.core.lesson_status')).toBe('completed');
  });

  it("keeps each SCO's total_time: its own sessions only", () => {
    const intro = sco({ ...firstLaunch, totalTime: '0000:10:00' });
    const lesson = sco({ ...firstLaunch, totalTime: '0000:00:30' });
    intro.API.LMSInitialize('');
    lesson.API.LMSInitialize('');
    intro.API.LMSSetValue('cmi.core.session_time', '0000:05:00');
    lesson.API.LMSSetValue('cmi.core.session_time', '0000:01:00');
    intro.API.LMSFinish('');
    lesson.API.LMSFinish('');
    expect(core(intro.commits.at(-1)).total_time).toBe('00:15:00');
    expect(core(lesson.commits.at(-1)).total_time).toBe('00:01:30');
  });

  it("exposes the SCO's manifest values read-only: launch data, mastery score, time allowed and action", () => {
    const { API } = launch({
      ...firstLaunch,
      launchData: 'start=1',
      masteryScore: 60,
      maxTimeAllowed: '0000:30:00',
      timeLimitAction: 'exit,message',
    });
    API.LMSInitialize('');
    expect(API.LMSGetValue('cmi.launch_data')).toBe('start=1');
    expect(API.LMSGetValue('cmi.student_data.mastery_score')).toBe('60');
    expect(API.LMSGetValue('cmi.student_data.max_time_allowed')).toBe('00:30:00');
    expect(API.LMSGetValue('cmi.student_data.time_limit_action')).toBe('exit,message');
    for (const element of [
      'cmi.launch_data',
      'cmi.student_data.mastery_score',
      'cmi.student_data.max_time_allowed',
      'cmi.student_data.time_limit_action',
    ]) {
      expect(API.LMSSetValue(element, 'x'), element).toBe('false');
      expect(API.LMSGetLastError(), element).toBe('403');
    }
  });

  it('leaves out a manifest value the data model refuses instead of failing to start the SCO', () => {
    const { API } = launch({ ...firstLaunch, maxTimeAllowed: 'half an hour', timeLimitAction: 'explode' });
    expect(API.LMSInitialize('')).toBe('true');
    expect(API.LMSGetValue('cmi.student_data.max_time_allowed')).toBe('');
    expect(API.LMSGetValue('cmi.student_data.time_limit_action')).toBe('');
    expect(API.LMSGetValue('cmi.student_data.mastery_score')).toBe('80');
  });
});
