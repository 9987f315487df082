import { EditTextScreen } from '../../../features/card/components/EditTextScreen';

export default function EditProductServiceRoute() {
  return <EditTextScreen section="productService" />;
}
