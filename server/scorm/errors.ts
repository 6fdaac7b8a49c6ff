// Why a SCORM package is refused. The message is an English sentence for people; the code is stable so
// the app can show its own translation.
export type ScormErrorCode =
  | 'SCORM_NOT_A_ZIP'
  | 'SCORM_ZIP_CORRUPT'
  | 'SCORM_ZIP_UNSUPPORTED'
  | 'SCORM_UNSAFE_PATH'
  | 'SCORM_TOO_MANY_ENTRIES'
  | 'SCORM_TOO_LARGE'
  | 'SCORM_ZIP_BOMB'
  | 'SCORM_NO_MANIFEST'
  | 'SCORM_MANIFEST_NOT_AT_ROOT'
  | 'SCORM_MANIFEST_INVALID'
  | 'SCORM_VERSION_UNSUPPORTED'
  | 'SCORM_NO_LAUNCH'
  | 'SCORM_LAUNCH_EXTERNAL'
  | 'SCORM_LAUNCH_MISSING'
  | 'SCORM_MASTERY_INVALID';

export class ScormError extends Error {
  constructor(
    readonly code: ScormErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ScormError';
  }
}
