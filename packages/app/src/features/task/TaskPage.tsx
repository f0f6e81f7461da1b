import type { Task, TaskInfo } from '@live/api-contract';
import { Amount, Button, Toast } from '@live/ui-kit';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { AccountPage } from '../../components/account-page/AccountPage';
import { LoadState } from '../../components/data-views/LoadState';
import { checkInText } from '../../domain/labels';
import { checkinWeek, levelProgress, taskState } from '../../domain/money';
import { useLoad } from '../../hooks/use-load';
import { useRequestKey } from '../../hooks/use-request-key';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { useTaskT } from './messages';
import { taskLink } from './task-links';
import './task.css';
import { useAction } from '../../hooks/use-action';
import { IN_PAGE } from '../../domain/request-presets';

/**
 * /user-center/task: check-in (立即签到 / 您今天已签到) with its streak, the level, the daily tasks and rewards.
 * Progress is the platform's count of what the user did; an unfinished task links to where it is done.
 */
export default function TaskPage() {
  const t = useTaskT();
  return (
    <AccountPage title={t('tasks')}>
      <TaskBody />
    </AccountPage>
  );
}

function TaskBody() {
  const { api, root } = useServices();
  const t = useTaskT();
  const checkinKey = useRequestKey();
  const claimKey = useRequestKey();
  const [version, setVersion] = useState(0);
  const { running: busy, run } = useAction();
  const info = useLoad<TaskInfo>((signal) => api.task.getTaskInfo(IN_PAGE, { signal }), `task-${version}`);
  const language = root.language.lang;

  const checkIn = async () => {
    await run(async () => {
      const result = await api.task.checkin({ request_id: checkinKey.key() });
      checkinKey.settled();
      Toast.success(t('checkedIn', { n: result.award }));
      root.user.update(result.balances);
      setVersion((n) => n + 1);
    }, 'checkin');
  };

  const claim = async (task: Task) => {
    await run(async () => {
      const result = await api.task.receive({ key: task.key, request_id: claimKey.key() });
      claimKey.settled();
      Toast.success(t('received', { n: task.prop }));
      root.user.update(result.balances);
      setVersion((n) => n + 1);
    }, task.key);
  };

  return (
    <LoadState state={info} rows={8}>
      {(data) => {
        const checked = Number(data.checkin) === 1;
        const progress = levelProgress(data.level);
        return (
          <>
            <section className="account-card" aria-label={t('checkin')}>
              <div className="task__head">
                <h2 className="account-card__title">{t('checkin')}</h2>
                <span className="account-hint">{t('streak', { n: data.checkin_continuous })}</span>
              </div>
              <ol className="task__week">
                {checkinWeek(data).map((day) => (
                  <li key={day.day} className={`task__day task__day--${day.state}`}>
                    <span>{t('dayN', { n: day.day })}</span>
                    <strong>{t('goldN', { n: day.award })}</strong>
                  </li>
                ))}
              </ol>
              <Button
                variant="primary"
                block
                round
                disabled={checked}
                loading={busy === 'checkin'}
                onClick={() => void checkIn()}
              >
                {checkInText(data.checkin, language)}
              </Button>
            </section>
            <section className="account-card" aria-label={t('level')}>
              <div className="task__head">
                <h2 className="account-card__title">
                  {t('levelLine', { level: data.level.level.level, point: data.level.point })}
                </h2>
                <span className="account-hint">
                  {t('gold')} <Amount value={data.gold} />
                </span>
              </div>
              <progress className="task__progress" max={1} value={progress} aria-label={t('level')} />
              <p className="account-hint">
                {t('nextLevel', {
                  level: data.level.next.level,
                  n: Math.max(0, data.level.next.point - data.level.point),
                })}
              </p>
            </section>
            <section className="account-card" aria-label={t('dailyTasks')}>
              <div className="task__head">
                <h2 className="account-card__title">{t('dailyTasks')}</h2>
                <LinkButton size="small" round to={paths.transLog()}>
                  {t('transLog')}
                </LinkButton>
              </div>
              <ul className="task__list">
                {data.tasks.map((task) => {
                  const state = taskState(task);
                  const link = state === 'progress' ? taskLink(task.key) : null;
                  return (
                    <li key={task.key} className="task__row" data-task={task.key}>
                      <div>
                        <div className="task__name">
                          {task.name}{' '}
                          <span className="account-hint">
                            {t('progress', { stage: task.stage, max: task.stage_max })}
                          </span>
                        </div>
                        <div className="account-hint">
                          {task.desc} · {t('reward', { n: task.prop })}
                        </div>
                      </div>
                      {state === 'claim' ? (
                        <Button
                          size="small"
                          variant="primary"
                          round
                          loading={busy === task.key}
                          onClick={() => void claim(task)}
                        >
                          {t('claim')}
                        </Button>
                      ) : link ? (
                        <LinkButton size="small" round to={link}>
                          {t('goDo')}
                        </LinkButton>
                      ) : (
                        <span className={`account-status${state === 'claimed' ? ' account-status--good' : ''}`}>
                          {state === 'claimed' ? t('claimed') : t('todo')}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          </>
        );
      }}
    </LoadState>
  );
}
