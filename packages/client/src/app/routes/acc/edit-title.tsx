import { EditTextScreen } from '../../../features/card/components/EditTextScreen';

export default function EditTitleRoute() {
  return <EditTextScreen section="title" />;
}
