import { EmptyState, Icon, PageHeader } from '@erp/ui';
import { useIntl } from 'react-intl';

import { modulePageMessages as m } from './ModulePage.messages';
import { pageById, type PageId } from './navigation';

/** Props of {@link ModulePage}. */
export type ModulePageProps = {
  /** Which page of the navigation this is; its title is the page heading. */
  page: PageId;
};

/** A titled page whose screen is not part of this version: the route exists, the heading is right, it says so. */
export function ModulePage({ page }: ModulePageProps) {
  const intl = useIntl();
  const entry = pageById(page);
  return (
    <>
      <PageHeader title={intl.formatMessage(entry.title)} />
      <EmptyState
        icon={<Icon name={entry.icon} />}
        title={intl.formatMessage(m.emptyTitle)}
        description={intl.formatMessage(m.emptyDescription)}
      />
    </>
  );
}
