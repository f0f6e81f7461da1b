export { moveIndex, SWIPE_RATIO, Swiper, type SwiperProps, type SwiperSlide } from './Swiper.tsx';
