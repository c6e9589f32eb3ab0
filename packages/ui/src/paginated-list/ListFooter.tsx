import { useIntl } from 'react-intl';

import { PlainButton } from '../plain/PlainButton';
import { Icon } from '../icon/Icon';
import { PageSizeSelect } from './ListToolbar';
import type { PagingApi } from './ListTable';
import * as css from './PaginatedList.css';
import { listMessages as m } from './PaginatedList.messages';

type ListFooterProps = {
  count: number;
  total: number;
  page: number;
  pageSize: number;
  paging: PagingApi;
  summaryStyle: 'results' | 'items';
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (size: number) => void;
};

/** "Showing N of M", "Page X of Y", the page-size choice and first/previous/next/last buttons. */
export function ListFooter({
  count,
  total,
  page,
  pageSize,
  paging,
  summaryStyle,
  pageSizeOptions,
  onPageSizeChange,
}: ListFooterProps) {
  const intl = useIntl();
  const summary = intl.formatMessage(summaryStyle === 'items' ? m.summaryItems : m.summary, { count, total });
  const pageOf = intl.formatMessage(m.pageOf, { page, pages: paging.pageCount });
  return (
    <div className={css.footer}>
      <p className={css.summary} role="status" data-list-summary="">
        <span>{summary}</span>
      </p>
      <div className={css.footerGroup}>
        {pageSizeOptions && pageSizeOptions.length > 1 && onPageSizeChange ? (
          <PageSizeSelect value={pageSize} options={pageSizeOptions} onChange={onPageSizeChange} />
        ) : null}
        <span data-list-page="">{pageOf}</span>
        <nav className={css.pager} aria-label={intl.formatMessage(m.pagination)}>
          <PlainButton
            size="sm"
            variant="ghost"
            iconOnly
            icon={<PairedChevron />}
            aria-label={intl.formatMessage(m.firstPage)}
            isDisabled={!paging.canPrevious}
            onPress={paging.first}
          />
          <PlainButton
            size="sm"
            variant="ghost"
            iconOnly
            icon={<Icon name="chevron-start" />}
            aria-label={intl.formatMessage(m.previousPage)}
            isDisabled={!paging.canPrevious}
            onPress={paging.previous}
          />
          <PlainButton
            size="sm"
            variant="ghost"
            iconOnly
            icon={<Icon name="chevron-end" />}
            aria-label={intl.formatMessage(m.nextPage)}
            isDisabled={!paging.canNext}
            onPress={paging.next}
          />
          <PlainButton
            size="sm"
            variant="ghost"
            iconOnly
            icon={<PairedChevron end />}
            aria-label={intl.formatMessage(m.lastPage)}
            isDisabled={!paging.canNext}
            onPress={paging.last}
          />
        </nav>
      </div>
    </div>
  );
}

// "First"/"last" are drawn as a double chevron; both halves mirror in RTL like any directional icon.
function PairedChevron({ end = false }: { end?: boolean }) {
  const name = end ? 'chevron-end' : 'chevron-start';
  return (
    <span className={css.doubleChevron}>
      <Icon name={name} />
      <Icon name={name} />
    </span>
  );
}
