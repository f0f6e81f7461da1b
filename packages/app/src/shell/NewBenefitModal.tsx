import type { AdSlot } from '@live/api-contract';
import { Modal } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { confirmShownThisVisit } from '../app/confirm-dialog';
import { useServices } from '../app/services';
import { useT } from '../i18n/messages';
import { useOpenPlatformLink } from '../routes/PlatformLink';
import { benefitReady, benefitToShow, markBenefitSeen } from './new-benefit';

/**
 * The new-benefit modal on every page (spec §2): the first home_pop_ad of the common config, once a day, never
 * for users whose is_no_popad is set (spec §6). Decided once, when the config first arrives, and never while
 * the login prompt is open. It opens at the visitor's first tap, key or scroll after the page's own first content
 * (so it is never the page's LCP), its picture decoded and sized (no layout shift). Its action opens the ad's link.
 */
export const NewBenefitModal = observer(function NewBenefitModal() {
  const { root } = useServices();
  const t = useT();
  const openLink = useOpenPlatformLink();
  const ads = root.config.common?.home_pop_ad;
  const [ad, setAd] = useState<AdSlot | null | undefined>(undefined);

  useEffect(() => {
    if (ad !== undefined || !ads) return;
    // Never over or after a prompt: the modal's chunk may arrive only after a login timeout cleared the seen flag.
    const chosen = confirmShownThisVisit() ? null : benefitToShow(ads, root.user.info, localStorage, new Date());
    if (!chosen) {
      setAd(null);
      return;
    }
    // At the first interaction after the page's own content, its picture decoded: never the page's LCP.
    let current = true;
    void benefitReady(window, chosen.image).then(() => {
      if (current) setAd(confirmShownThisVisit() ? null : chosen);
    });
    return () => {
      current = false;
    };
  }, [ad, ads, root]);

  if (!ad) return null;
  const close = () => {
    markBenefitSeen(localStorage, ad.id, new Date());
    setAd(null);
  };
  return (
    <Modal
      open
      onClose={close}
      title={t('newBenefit')}
      image={ad.image}
      actionText={ad.link ? t('claim') : undefined}
      onAction={() => {
        close();
        if (ad.link) openLink(ad.link);
      }}
    />
  );
});
