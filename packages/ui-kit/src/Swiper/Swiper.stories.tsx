import type { Meta, StoryObj } from '@storybook/react-vite';
import { Swiper, type SwiperSlide } from './Swiper.tsx';
import { frame } from '../internal/story-frames.tsx';

const colours = ['#2f7fd6', '#3e9e6b', '#d4482f', '#8a49d6'];
const slides: SwiperSlide[] = ['欧冠决赛 高清直播', '英超第 38 轮', 'NBA 总决赛', '新人福利 7 天 VIP'].map(
  (text, i) => ({
    key: String(i),
    content: (
      <div
        style={{
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: colours[i],
          color: '#fff',
          fontSize: 18,
        }}
      >
        {text}
      </div>
    ),
  }),
);

const meta = {
  title: 'Data/Swiper',
  component: Swiper,
  args: { slides, label: '广告', autoplay: 3000, height: 150 },
  decorators: [frame({ padding: 12 })],
} satisfies Meta<typeof Swiper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoAutoplay: Story = { args: { autoplay: 0 } };
export const NoLoop: Story = { args: { autoplay: 0, loop: false, initialIndex: 3 } };
export const WithoutIndicators: Story = { args: { indicators: false } };
export const SingleSlide: Story = { args: { slides: slides.slice(0, 1) } };
