import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { PRODUCT_NAME } from '../title';

export function Brand() {
  return (
    <Link to="/dash/overview" className="brand">
      <Logo />
      <span className="brand__name">{PRODUCT_NAME}</span>
    </Link>
  );
}
