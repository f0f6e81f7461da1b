import { useServices } from '../../app/services';
import { AccountPage } from '../../components/account-page/AccountPage';
import { PACKAGE_STATUS, packageStatusLabel } from '../../domain/labels';
import { useActivityT } from './messages';
import './activity.css';

/** The order a package goes through; refund (3) replaces finished when the match goes wrong. */
const ORDER = [
  PACKAGE_STATUS.active,
  PACKAGE_STATUS.inplay,
  PACKAGE_STATUS.finished,
  PACKAGE_STATUS.refund,
  PACKAGE_STATUS.inactive,
];
const TONE: Record<number, string> = { 0: 'bad', 1: 'good', 2: '', 3: 'wait', 4: 'good' };

/** /mobile/package-rules: what each package status of spec §4 means (失效, 生效, 比赛结束, 比赛異常退款, 进行中). */
export default function PackageRulesPage() {
  const { root } = useServices();
  const t = useActivityT();
  const language = root.language.lang;
  return (
    <AccountPage title={t('packageRules')} needsLogin={false} bare>
      <section className="account-card">
        <p className="activity__paragraph">{t('rulesIntro')}</p>
        <dl className="activity__rules">
          {ORDER.map((code) => (
            <div key={code} className="activity__rule">
              <dt>
                <span className={`account-status account-status--${TONE[code]}`}>
                  {packageStatusLabel(code, language)}
                </span>
              </dt>
              <dd>{t(`rule_${code}` as 'rule_0')}</dd>
            </div>
          ))}
        </dl>
        <p className="account-hint">{t('rulesNote')}</p>
      </section>
    </AccountPage>
  );
}
