export { NotificationBanner, type NotificationBannerProps } from './NotificationBanner.tsx';
