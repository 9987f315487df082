import { useTranslation } from 'react-i18next';
import { Page, Loading } from '../../../components/layouts/Page';
import { useMessages } from '../../../features/usercentre/api';
import { MessageList } from '../../../features/usercentre/components/MessageList';

/** The message centre. */
export default function MessagesRoute() {
  const { t } = useTranslation('usercentre');
  const list = useMessages();
  return (
    <Page title={t('titles.messages')}>
      {list.data && <p className="uc-note" data-testid="unread-count">{t('messages.unread', { count: list.data.unread })}</p>}
      {list.data ? <MessageList messages={list.data.messages} /> : <Loading />}
    </Page>
  );
}
