import { BrandSummary } from '../BrandSummary';

export default function LivePage() {
  return <BrandSummary route="/live" heading="live" />;
}
