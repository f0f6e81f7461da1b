export { type TabItem, Tabs, type TabsProps, tabTitle, visibleTabs } from './Tabs.tsx';
