import { Progress, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { OpenBadge } from '../../../machines/badges/collection/collectionActors';
import { bm, bmWithValues } from './messages';

/**
 * A badge's image. Decorative: its name is always written beside it. The image brings its own shape (the
 * designer's shield, ribbon, …), so nothing is drawn behind it; an open badge shows greyed.
 */
export function BadgeImage({ url, size, open = false }: { url: string; size: number; open?: boolean }) {
  return (
    <div
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        flex: 'none',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        style={{
          width: size,
          height: size,
          objectFit: 'contain',
          ...(open ? { filter: 'grayscale(1)', opacity: 0.55 } : {}),
        }}
      />
    </div>
  );
}

/** "7 of 10 sign-ins", "3 of 5 completed media", "40 % of the learning path". */
export function useProgressText() {
  const intl = useIntl();
  return ({ badge, progress }: OpenBadge): string => {
    switch (badge.rule) {
      case 'LOGIN_COUNT':
        return intl.formatMessage(bmWithValues.logins, progress);
      case 'FIRST_COMPLETION':
      case 'COMPLETIONS':
        return intl.formatMessage(bmWithValues.completions, progress);
      case 'MEDIUM':
        return intl.formatMessage(progress.current >= progress.target ? bm.mediumDone : bm.mediumOpen);
      case 'PATH':
        return intl.formatMessage(bmWithValues.path, { current: progress.current });
    }
  };
}

/** The bar and its words; the bar is labelled by the words. */
export function BadgeProgress({ open, id }: { open: OpenBadge; id: string }) {
  const text = useProgressText()(open);
  const { current, target } = open.progress;
  const percent = target > 0 ? Math.round((Math.min(current, target) / target) * 100) : 0;
  return (
    <>
      <Progress value={percent} max={100} aria-labelledby={id} size="2" />
      <Text as="p" size="2" id={id} color="gray">
        {text}
      </Text>
    </>
  );
}
