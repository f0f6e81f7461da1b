export { formationRows, LineupPitch, type LineupPitchProps, type PitchPlayer, type PitchTeam } from './LineupPitch.tsx';
