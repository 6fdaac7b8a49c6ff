// Shared by the SCORM 1.2 run-time conformance tests (scorm-conformance*.test.ts): a first-launch
// state and a launch that installs the runtime as window.API, as a SCO finds it.
import {
  createScormRuntime,
  installScormApi,
  type ScormCommit,
  type ScormStartState,
} from '../../src/services/scorm';

export const firstLaunch: ScormStartState = {
  studentId: 'u-42',
  studentName: 'Lovelace, Ada',
  lessonStatus: 'not attempted',
  lessonLocation: '',
  suspendData: '',
  entry: 'ab-initio',
  credit: 'credit',
  totalTime: '0000:00:00',
  scoreRaw: null,
  masteryScore: 80,
};

export interface Sco {
  LMSInitialize(p: string): string;
  LMSFinish(p: string): string;
  LMSGetValue(e: string): string;
  LMSSetValue(e: string, v: string): string;
  LMSCommit(p: string): string;
  LMSGetLastError(): string;
  LMSGetErrorString(code: string): string;
  LMSGetDiagnostic(code: string): string;
}

let uninstall: (() => void) | undefined;

/** Removes the window.API of the last launch; each test file runs it in `afterEach`. */
export function uninstallLaunched() {
  uninstall?.();
}

/** Installs a runtime as window.API and returns what a SCO finds there, plus the commits made. */
export function launch(state: ScormStartState = firstLaunch) {
  const commits: ScormCommit[] = [];
  const runtime = createScormRuntime(state, (c) => commits.push(c));
  uninstall = installScormApi(window, runtime);
  const API = Reflect.get(window, 'API') as Sco;
  return { API, commits, runtime };
}
