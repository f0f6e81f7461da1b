import { Modal } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { confirmShownThisVisit } from '../app/confirm-dialog';
import { useServices } from '../app/services';
import { LinkButton } from '../routes/links';
import { paths } from '../routes/paths';
import {
  type BenefitView,
  benefitReady,
  benefitToShow,
  guestSeen,
  isAccountPage,
  markGuestSeen,
  noDialogOpen,
} from './new-benefit';
import { useBenefitT } from './new-benefit-texts';
import { QUIET } from '../domain/request-presets';
import './new-benefit.css';

/**
 * The new-benefit modal on every page (spec §2; issue #28), with the operator's pop-up artwork (home_pop_ad):
 * a visitor is offered the welcome bonus and sent to register; a new account is told the bonus the platform paid
 * at registration and where it is. Once per account (the platform remembers), once per device for a visitor,
 * never for users whose is_no_popad is set (spec §6). It opens at the visitor's first tap, key or scroll after the
 * page's own first content (never the page's LCP), its picture decoded, and never over or after a page's own
 * dialog or the login prompt (it waits until they close), nor on the login and register pages.
 */
export const NewBenefitModal = observer(function NewBenefitModal() {
  const { root, api } = useServices();
  const t = useBenefitT();
  const image = root.config.common?.home_pop_ad[0]?.image ?? '';
  const loggedIn = root.user.isLoggedIn;
  const uid = root.user.uid;
  const [shown, setShown] = useState<{ view: BenefitView; gold: number } | null>(null);
  const onAccountPage = isAccountPage(useLocation().pathname);

  useEffect(() => {
    if (!image) return;
    let current = true;
    setShown(null);
    void (async () => {
      const offer = await api.benefit.getNewBenefit(QUIET).catch(() => null);
      const user = loggedIn ? root.user.info : null;
      const view = benefitToShow(offer, user, guestSeen(localStorage));
      if (!view || !offer) return;
      await benefitReady(window, image);
      await noDialogOpen(document);
      // Never after a prompt: it leads into the login flow, and a login timeout cleared the visitor's flag.
      if (current && !confirmShownThisVisit()) setShown({ view, gold: offer.gold });
    })();
    return () => {
      current = false;
    };
  }, [api, root, image, loggedIn, uid]);

  if (!shown || onAccountPage) return null;
  const close = () => {
    setShown(null);
    if (shown.view === 'register') markGuestSeen(localStorage);
    else void api.benefit.newBenefitShown(QUIET).catch(() => undefined);
  };
  const register = shown.view === 'register';
  return (
    <Modal
      open
      onClose={close}
      title={t(register ? 'registerTitle' : 'grantedTitle')}
      image={image}
      lang={root.language.lang}
    >
      <div className="new-benefit">
        <p className="new-benefit__text">{t(register ? 'registerBody' : 'grantedBody', { gold: shown.gold })}</p>
        <LinkButton variant="primary" block round to={register ? paths.register() : paths.userWallet()} onClick={close}>
          {t(register ? 'register' : 'wallet')}
        </LinkButton>
      </div>
    </Modal>
  );
});
