/** The new-benefit modal's offer (spec §2; issue #28). */
import { type ApiClient, poster } from './core/client';

export function benefitApi(client: ApiClient) {
  return {
    /** {} → what a visitor gets by registering, or what this account got, and whether the account saw it. */
    getNewBenefit: poster(client, '/api/benefit/getNewBenefit'),
    /** {} → the account has seen the modal (it shows once per account). */
    newBenefitShown: poster(client, '/api/benefit/newBenefitShown'),
  };
}
