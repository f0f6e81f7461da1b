import { BrandSummary } from '../BrandSummary';

export default function ScorePage() {
  return <BrandSummary route="/score" heading="score" />;
}
