import { defineTexts, type Text } from '../../i18n/texts';

/** Texts of the task centre (zh-CN and pt-BR). */
const MESSAGES = {
  tasks: { zh: '任务中心', pt: 'Tarefas' },
  checkin: { zh: '每日签到', pt: 'Check-in diário' },
  streak: { zh: '已连续签到 {n} 天', pt: '{n} dias seguidos' },
  dayN: { zh: '第{n}天', pt: 'Dia {n}' },
  goldN: { zh: '+{n}', pt: '+{n}' },
  checkedIn: { zh: '签到成功，获得 {n} 金币', pt: 'Check-in feito: +{n} moedas' },
  level: { zh: '等级', pt: 'Nível' },
  levelLine: { zh: 'Lv.{level} · {point} 积分', pt: 'Nv. {level} · {point} pontos' },
  nextLevel: { zh: '距 Lv.{level} 还差 {n} 积分', pt: 'Faltam {n} pontos para o nível {level}' },
  gold: { zh: '金币', pt: 'Moedas' },
  dailyTasks: { zh: '每日任务', pt: 'Tarefas do dia' },
  progress: { zh: '{stage}/{max}', pt: '{stage}/{max}' },
  reward: { zh: '奖励 {n} 金币', pt: 'Recompensa: {n} moedas' },
  claim: { zh: '领取', pt: 'Resgatar' },
  claimed: { zh: '已领取', pt: 'Resgatado' },
  todo: { zh: '未完成', pt: 'Pendente' },
  goDo: { zh: '去完成', pt: 'Fazer' },
  received: { zh: '领取成功，+{n} 金币', pt: 'Resgatado: +{n} moedas' },
  noTasks: { zh: '暂无任务', pt: 'Nenhuma tarefa' },
  transLog: { zh: '金币明细', pt: 'Extrato de moedas' },
} satisfies Record<string, Text>;

export const { useTexts: useTaskT } = defineTexts(MESSAGES);
