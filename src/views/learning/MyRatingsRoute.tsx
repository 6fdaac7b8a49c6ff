import { Button, Callout, Card, Flex, Heading, RadioGroup, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MyMedium, MyRating } from '../../machines/learning/learningActors';
import {
  COMMENT_MAX,
  ratingsMachine,
  selectDraft,
  selectRatings,
  selectRatingsStatus,
  selectUnrated,
  type RatingDraft,
  type RatingsStatus,
} from '../../machines/learning/ratingsMachine';
import { nativeField } from './fields';
import { LoadError, Loading, useApiSettings } from './common';
import { m } from './messages';
import { RoutePage } from './RoutePage';

export interface RatingFormProps {
  title: string;
  draft: RatingDraft;
  status: RatingsStatus;
  onChange: (change: { stars?: number; comment?: string }) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** 1-5 stars as a radio group (arrow keys move between them) and an optional comment. */
export function RatingForm({ title, draft, status, onChange, onSave, onCancel }: RatingFormProps) {
  const intl = useIntl();
  const starsId = useId();
  const commentId = useId();
  return (
    <form
      aria-label={intl.formatMessage(m.rate, { title })}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <Flex direction="column" gap="2">
        <Text id={starsId} weight="bold">
          {intl.formatMessage(m.stars)}
        </Text>
        <RadioGroup.Root
          aria-labelledby={starsId}
          value={draft.stars ? String(draft.stars) : ''}
          onValueChange={(v) => onChange({ stars: Number(v) })}
        >
          <Flex gap="3">
            {[1, 2, 3, 4, 5].map((n) => (
              <RadioGroup.Item
                key={n}
                value={String(n)}
                aria-label={intl.formatMessage(m.starsValue, { stars: n })}
              >
                <span aria-hidden="true">{'★'.repeat(n)}</span>
              </RadioGroup.Item>
            ))}
          </Flex>
        </RadioGroup.Root>
        <Text as="label" htmlFor={commentId} weight="bold">
          {intl.formatMessage(m.comment)}
        </Text>
        <textarea
          id={commentId}
          style={nativeField}
          rows={3}
          maxLength={COMMENT_MAX}
          value={draft.comment}
          onChange={(e) => onChange({ comment: e.target.value })}
        />
        {status === 'invalid' || status === 'saveFailed' ? (
          <Text color="red" role="alert">
            {intl.formatMessage(status === 'invalid' ? m.ratingInvalid : m.ratingSaveFailed)}
          </Text>
        ) : null}
        <Flex gap="2">
          <Button type="submit" disabled={status === 'saving'}>
            {intl.formatMessage(m.saveRating)}
          </Button>
          <Button type="button" variant="soft" onClick={onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

export interface MyRatingsScreenProps {
  status: RatingsStatus;
  ratings: MyRating[];
  unrated: MyMedium[];
  draft: RatingDraft | null;
  onEdit: (mediaId: string) => void;
  onDelete: (mediaId: string) => void;
  onChange: RatingFormProps['onChange'];
  onSave: () => void;
  onCancel: () => void;
  onRetry: () => void;
}

/** A titled list of media (nothing when empty), one card each: the medium's title, then `children`. */
function MediaSection<T extends { medium: { id: string; title: string } }>({
  heading,
  items,
  children,
}: {
  heading: string;
  items: T[];
  children: (item: T) => ReactNode;
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Heading as="h2" size="4" id={headingId} mb="2">
        {heading}
      </Heading>
      <ul className="app-plain-list">
        {items.map((item) => (
          <li key={item.medium.id} style={{ marginBottom: 'var(--space-3)' }}>
            <Card>
              <Flex direction="column" gap="2">
                <Text weight="bold">{item.medium.title}</Text>
                {children(item)}
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MyRatingsScreen(props: MyRatingsScreenProps) {
  const intl = useIntl();
  const { status, ratings, unrated, draft } = props;
  if (status === 'loading') return <Loading />;
  if (status === 'failed') return <LoadError onRetry={props.onRetry} />;
  const form = (mediaId: string, title: string) =>
    draft?.mediaId === mediaId ? (
      <RatingForm
        title={title}
        draft={draft}
        status={status}
        onChange={props.onChange}
        onSave={props.onSave}
        onCancel={props.onCancel}
      />
    ) : null;
  if (ratings.length === 0 && unrated.length === 0)
    return <Text as="p">{intl.formatMessage(m.ratingsEmpty)}</Text>;
  return (
    <Flex direction="column" gap="5">
      {status === 'deleteFailed' ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{intl.formatMessage(m.ratingDeleteFailed)}</Callout.Text>
        </Callout.Root>
      ) : null}
      <MediaSection heading={intl.formatMessage(m.ratedHeading)} items={ratings}>
        {(r) => (
          <>
            <Text>{intl.formatMessage(m.starsValue, { stars: r.stars })}</Text>
            {r.comment ? <Text as="p">{r.comment}</Text> : null}
            {form(r.medium.id, r.medium.title) ?? (
              <Flex gap="2">
                <Button variant="soft" onClick={() => props.onEdit(r.medium.id)}>
                  {intl.formatMessage(m.editRating, { title: r.medium.title })}
                </Button>
                <Button
                  variant="soft"
                  color="red"
                  disabled={status === 'deleting'}
                  onClick={() => props.onDelete(r.medium.id)}
                >
                  {intl.formatMessage(m.deleteRating, { title: r.medium.title })}
                </Button>
              </Flex>
            )}
          </>
        )}
      </MediaSection>
      <MediaSection heading={intl.formatMessage(m.unratedHeading)} items={unrated}>
        {(u) =>
          form(u.medium.id, u.medium.title) ?? (
            <Button variant="soft" onClick={() => props.onEdit(u.medium.id)}>
              {intl.formatMessage(m.rate, { title: u.medium.title })}
            </Button>
          )
        }
      </MediaSection>
    </Flex>
  );
}

/** /my-ratings. */
export function MyRatingsRoute() {
  const api = useApiSettings();
  const actor = useActorRef(ratingsMachine, { input: { api } });
  return (
    <RoutePage routeId="my-ratings">
      <MyRatingsScreen
        status={useSelector(actor, selectRatingsStatus)}
        ratings={useSelector(actor, selectRatings)}
        unrated={useSelector(actor, selectUnrated)}
        draft={useSelector(actor, selectDraft)}
        onEdit={(mediaId) => actor.send({ type: 'rating.edit', mediaId })}
        onDelete={(mediaId) => actor.send({ type: 'rating.delete', mediaId })}
        onChange={(change) => actor.send({ type: 'rating.change', ...change })}
        onSave={() => actor.send({ type: 'rating.save' })}
        onCancel={() => actor.send({ type: 'rating.cancel' })}
        onRetry={() => actor.send({ type: 'ratings.retry' })}
      />
    </RoutePage>
  );
}
