import { Link } from 'react-router';
import { PRODUCT_NAME } from '../title';

export function Brand() {
  return (
    <Link to="/dash/overview" className="brand">
      <img src="/favicon.ico" alt="" width={28} height={28} className="brand__logo" />
      <span className="brand__name">{PRODUCT_NAME}</span>
    </Link>
  );
}
