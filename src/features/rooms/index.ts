export { RoomsPage } from './pages/rooms-page';
export { RoomPage } from './pages/room-page';
