import type { Flag } from './common.ts';

/**
 * The new-benefit modal's offer (host-app spec §2, issue #28): what a visitor gets by registering (the welcome
 * bonus the platform pays at registration) or what this account got. The platform decides and pays it; the
 * modal only says so, once per account.
 */
export interface NewBenefit {
  /** 'register': a visitor, who gets `gold` by registering; 'granted': this account got `gold`; 'none': nothing. */
  state: 'register' | 'granted' | 'none';
  gold: number;
  /** 1 once this account has seen the modal: it shows once per account, on any device. */
  shown: Flag;
}

/** data of /api/benefit/newBenefitShown. */
export interface NewBenefitShown {
  shown: Flag;
}
