// Pagination — "1–25 of 312", previous / next and the page size, below an administration list.
import { Button, Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { nativeField } from './fieldStyle';
import { am } from './messages';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /** The sizes to pick from; without them (or onPageSize) the size is fixed and no picker shows. */
  pageSizes?: readonly number[];
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
}

export function Pagination({ page, pageSize, total, pageSizes, onPage, onPageSize }: PaginationProps) {
  const intl = useIntl();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const n = (value: number) => intl.formatNumber(value);
  return (
    <nav aria-label={intl.formatMessage(am.listPagination)}>
      <Flex align="center" justify="between" gap="3" wrap="wrap" py="2">
        <Text size="2" aria-live="polite">
          {intl.formatMessage(am.listRange, { from: n(from), to: n(to), total: n(total) })}
        </Text>
        <Flex align="center" gap="2" wrap="wrap">
          {pageSizes && onPageSize ? (
            <>
              <Text as="label" size="2" htmlFor={sizeId}>
                {intl.formatMessage(am.listPageSize)}
              </Text>
              <select
                id={sizeId}
                style={nativeField}
                value={pageSize}
                onChange={(e) => onPageSize(Number(e.target.value))}
              >
                {pageSizes.map((size) => (
                  <option key={size} value={size}>
                    {n(size)}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <Button variant="soft" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <span aria-hidden="true">‹</span> {intl.formatMessage(am.listPrevious)}
          </Button>
          <Text size="2" color="gray">
            {intl.formatMessage(am.listPageOf, { page: n(Math.min(page, pages)), pages: n(pages) })}
          </Text>
          <Button variant="soft" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {intl.formatMessage(am.listNext)} <span aria-hidden="true">›</span>
          </Button>
        </Flex>
      </Flex>
    </nav>
  );
}
