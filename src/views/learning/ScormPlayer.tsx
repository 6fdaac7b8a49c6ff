import { Callout } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { ApiSettings } from '../../services/api';
import { scormHostUrl } from '../../services/scormBridge';
import type { ScormLaunchLike } from '../../services/scormCourse';
import { m } from './messages';
import { ScormCourse } from './ScormCourse';

export interface ScormPlayerProps {
  api: ApiSettings;
  /** Origin of the content listener (CONTENT_ORIGIN). */
  contentOrigin: string;
  mediaId: string;
  title: string;
  /** The medium's launch address: the SCO of a launch that lists no items. */
  url: string;
  /** The learner, the items with each SCO's state, where to start. */
  launch: ScormLaunchLike;
  /** Progress reached the server (the page reads the status it now has). */
  onSaved?: () => void;
}

export { SaveIndicator } from './ScormCourse';

/** The player of a SCORM medium, once the content origin is known. */
export function ScormPlayer(props: ScormPlayerProps) {
  const intl = useIntl();
  const hostUrl = scormHostUrl(props.contentOrigin);
  if (!hostUrl) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{intl.formatMessage(m.contentUnavailable)}</Callout.Text>
      </Callout.Root>
    );
  }
  return <ScormCourse {...props} hostUrl={hostUrl} />;
}
