// The built-in designer: radio groups of shapes, colours and icons (native radios: Tab reaches a group,
// the arrow keys choose), a custom colour and the short text, beside a live preview drawn by badgeSvg.
import { Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import {
  selectDesign,
  selectDesignerFields,
  type badgeDesignerMachine,
} from '../../../machines/badges/admin/badgeDesignerMachine';
import {
  BADGE_ICONS,
  BADGE_PALETTE,
  BADGE_SHAPES,
  BADGE_TEXT_MAX,
  defaultBadgeDesign,
} from '../../../schemas/badgeDesign';
import { invalidField, nativeField } from '../../admin/fieldStyle';
import { FormField } from '../../admin/FormField';
import { BadgeImage } from './BadgeImage';
import { bm } from './messages';

export type DesignerActor = ActorRefFrom<typeof badgeDesignerMachine>;

function Choices<T extends string>({
  legend,
  name,
  value,
  choices,
  onChoose,
}: {
  legend: string;
  name: string;
  value: T | null;
  choices: ReadonlyArray<{ value: T; label: string; tile: React.ReactNode }>;
  onChoose: (value: T) => void;
}) {
  return (
    <fieldset className="badge-choices">
      <legend>{legend}</legend>
      {choices.map((c) => (
        <label key={c.value} className="badge-choice" title={c.label}>
          <input
            type="radio"
            name={name}
            value={c.value}
            checked={value === c.value}
            aria-label={c.label}
            onChange={() => onChoose(c.value)}
          />
          <span className="badge-choice-tile" aria-hidden="true">
            {c.tile}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function BadgeDesigner({ designer, name }: { designer: DesignerActor; name: string }) {
  const intl = useIntl();
  const id = useId();
  const design = useSelector(designer, selectDesign);
  const fields = useSelector(designer, selectDesignerFields);
  const base = defaultBadgeDesign();
  return (
    <Flex direction="column" gap="4">
      <div className="badge-preview">
        <BadgeImage
          design={design}
          imageUrl={null}
          size={160}
          alt={intl.formatMessage(bm.preview, { name: name || design.text || '…' })}
        />
      </div>
      <Choices
        legend={intl.formatMessage(bm.shape)}
        name={`${id}-shape`}
        value={design.shape}
        choices={BADGE_SHAPES.map((shape) => ({
          value: shape,
          label: intl.formatMessage(bm[`shape.${shape}`]),
          tile: (
            <BadgeImage
              design={{ ...base, colour: '#64748b', icon: 'none', shape }}
              imageUrl={null}
              size={32}
              alt=""
            />
          ),
        }))}
        onChoose={(shape) => designer.send({ type: 'designer.shape', shape })}
      />
      <Choices
        legend={intl.formatMessage(bm.colour)}
        name={`${id}-colour`}
        value={fields.usesPalette ? design.colour : null}
        choices={BADGE_PALETTE.map((p) => ({
          value: p.hex,
          label: intl.formatMessage(bm[`colour.${p.id}`]),
          tile: <span className="badge-swatch" style={{ background: p.hex }} />,
        }))}
        onChoose={(colour) => designer.send({ type: 'designer.colour', colour })}
      />
      <FormField
        label={intl.formatMessage(bm.customColour)}
        hint={intl.formatMessage(bm.customColourHint)}
        error={fields.colourInvalid ? intl.formatMessage(bm.colourInvalid) : null}
      >
        {(control) => (
          <Flex gap="2" align="center">
            <input
              {...control}
              style={{ ...(fields.colourInvalid ? invalidField : nativeField), width: '10em' }}
              value={fields.customColour}
              placeholder="#1d4ed8"
              spellCheck={false}
              onChange={(e) => designer.send({ type: 'designer.customColour', text: e.target.value })}
            />
            <span className="badge-swatch" style={{ background: design.colour }} aria-hidden="true" />
          </Flex>
        )}
      </FormField>
      <Choices
        legend={intl.formatMessage(bm.icon)}
        name={`${id}-icon`}
        value={design.icon}
        choices={BADGE_ICONS.map((icon) => ({
          value: icon,
          label: intl.formatMessage(bm[`icon.${icon}`]),
          tile:
            icon === 'none' ? (
              <Text size="1">{intl.formatMessage(bm['icon.none'])}</Text>
            ) : (
              <BadgeImage
                design={{ ...base, colour: '#334155', shape: 'square', icon }}
                imageUrl={null}
                size={32}
                alt=""
              />
            ),
        }))}
        onChoose={(icon) => designer.send({ type: 'designer.icon', icon })}
      />
      <FormField
        label={intl.formatMessage(bm.text)}
        hint={intl.formatMessage(bm.textHint, { max: BADGE_TEXT_MAX })}
        error={fields.textTooLong ? intl.formatMessage(bm.textTooLong, { max: BADGE_TEXT_MAX }) : null}
      >
        {(control) => (
          <input
            {...control}
            style={{ ...(fields.textTooLong ? invalidField : nativeField), width: '100%' }}
            value={fields.text}
            onChange={(e) => designer.send({ type: 'designer.text', text: e.target.value })}
          />
        )}
      </FormField>
    </Flex>
  );
}
