// Small pieces the unit pages share: the way back to the list, the unit's badges, its colour swatch and
// logo, and the native select the dialogs and the form use.
import { Badge, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { FormActorRef } from '../../machines/admin/formMachine';
import { listHref } from '../../machines/unitManagement/unitLocations';
import type { ManagedUnit, UnitFormValues } from '../../machines/unitManagement/unitValues';
import { nativeField } from '../admin/fieldStyle';
import { um } from './messages';

export type UnitForm = FormActorRef<UnitFormValues>;

/**
 * "Back to units": with a form open that can leave now it asks the form to, so unsaved changes ask first
 * (the form then goes to the list itself); otherwise the link goes to the list.
 */
export function BackToList({ listSearch, form }: { listSearch: string; form?: UnitForm | undefined }) {
  const intl = useIntl();
  return (
    <RadixLink asChild>
      <Link
        href={listHref(listSearch)}
        onClick={(event) => {
          if (!form?.getSnapshot().can({ type: 'form.leave' })) return;
          event.preventDefault();
          form.send({ type: 'form.leave' });
        }}
      >
        {intl.formatMessage(um.backToList)}
      </Link>
    </RadixLink>
  );
}

/** Default and inactive, as badges (an active ordinary unit shows none). */
export function UnitBadges({ unit }: { unit: Pick<ManagedUnit, 'isDefault' | 'isActive'> }) {
  const intl = useIntl();
  return (
    <>
      {unit.isDefault ? (
        <Badge color="green" highContrast>
          {intl.formatMessage(um.default)}
        </Badge>
      ) : null}
      {unit.isActive ? null : (
        <Badge color="gray" variant="outline" highContrast>
          {intl.formatMessage(um.inactive)}
        </Badge>
      )}
    </>
  );
}

/** The unit's colour as a small square beside its name (decorative: the name says which unit). */
export function Swatch({ color }: { color: string | null | undefined }) {
  return (
    <span
      aria-hidden="true"
      className="unit-swatch"
      style={{ background: color ?? 'transparent', borderStyle: color ? 'solid' : 'dashed' }}
    />
  );
}

/** The unit's logo, or nothing. The name next to it says whose it is, so it is decorative. */
export function UnitLogo({ url, size = 40 }: { url: string | null | undefined; size?: number }) {
  if (!url) return null;
  return <img src={url} alt="" className="unit-logo" style={{ width: size, height: size }} />;
}

/** Where the unit sits: "Below Sitos Academy / Customer Service" or "Top unit". */
export function UnitPlace({ unit }: { unit: Pick<ManagedUnit, 'path'> }) {
  const intl = useIntl();
  return (
    <Text size="2" color="gray" style={{ overflowWrap: 'anywhere' }}>
      {unit.path.length === 0
        ? intl.formatMessage(um.topUnit)
        : intl.formatMessage(um.below, { path: unit.path.join(' / ') })}
    </Text>
  );
}

/** A labelled native select: the platform's own control for keyboards and screen readers. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  hint,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<readonly [string, string]>;
  onChange: (value: string) => void;
  hint?: string;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1" minWidth="0">
      <Text as="label" htmlFor={id} size="2" weight="bold">
        {label}
      </Text>
      <select
        id={id}
        style={{ ...nativeField, width: '100%' }}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
      {hint ? (
        <Text size="1" color="gray">
          {hint}
        </Text>
      ) : null}
    </Flex>
  );
}

/** Units as select options, indented by their place in the tree (non-breaking spaces survive in options). */
export const unitOptions = (units: readonly ManagedUnit[]): Array<readonly [string, string]> =>
  units.map((u) => [u.id, `${'\u00a0\u00a0'.repeat(Math.min(u.depth, 8))}${u.name}`] as const);
