import { EditTextScreen } from '../../../features/card/components/EditTextScreen';

export default function EditSignatureRoute() {
  return <EditTextScreen section="signature" />;
}
