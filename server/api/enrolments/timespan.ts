// SCORM 1.2 CMITimespan (HHHH:MM:SS.SS) to seconds and back.

export function timespanSeconds(value: string): number {
  const [h = '0', m = '0', s = '0'] = value.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

export function formatTimespan(totalSeconds: number): string {
  // Whole hundredths first, so rounding never produces 60 seconds.
  const hundredths = Math.max(0, Math.round(totalSeconds * 100));
  const hours = Math.min(9999, Math.floor(hundredths / 360000));
  const minutes = Math.floor((hundredths % 360000) / 6000);
  const seconds = (hundredths % 6000) / 100;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(hours, 4)}:${pad(minutes, 2)}:${seconds.toFixed(2).padStart(5, '0')}`;
}
