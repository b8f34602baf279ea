# Văn bản giao diện naqala, tiếng Việt: quyết định, lựa chọn, nhật ký, lỗi, tiêu đề.

option-number = { $n }

ui-player = Người chơi { $n }
ui-you = bạn
ui-round = Vòng { $n }
ui-help = Gõ số thứ tự hoặc mã (id) của một lựa chọn. Khi bắt đầu một nước đi, bạn có thể gõ cả nước đi, ví dụ b3 Eg Ey Sb. Các lệnh: help (trợ giúp), undo (hoàn tác), save FILE (lưu vào tệp), lang CODE (đổi ngôn ngữ), quit (thoát).
ui-refused = Bị từ chối: { $reason }
ui-saved = Đã lưu vào { $file }.
ui-undone = Đã hoàn tác.
ui-winners = Người thắng: { $names }
ui-total = tổng
ui-row = hàng { $deck }: { $cards }
ui-draw-pile = xấp rút: { $n }
ui-rules-title = Luật chơi { $name }
ui-rules-tiles = Ô đất
ui-rules-pieces = Quân
ui-rules-cards = Thẻ bài và sức mạnh
ui-rules-turn = Cách chơi
ui-left-unfinished = Hết dữ liệu nhập: ván chơi bị bỏ dở.

log-chose = { $player } đã chọn: { $option }

error-not-an-option = Đó không phải là một trong các lựa chọn.
error-undo-hidden = Không thể hoàn tác: thông tin ẩn đã được lộ ra từ lúc đó.
error-nothing-to-undo = Bạn không có gì để hoàn tác kể từ lần gần nhất một người chơi khác hành động.
error-save-needs-file = Lệnh save cần tên tệp: save FILE
error-load-needs-file = Lệnh load cần tên tệp: load FILE
error-number-range = Hãy chọn một số từ 1 đến { $n }.
ui-walls = Cạnh bị chắn
ui-move-at = Đang ở { $tile } (đường đi { $path }); trong tay: { $hand }

# Danh sách, con số và số lượng của những thứ không có thông điệp số lượng riêng.
ui-list-separator = { ", " }
ui-group-separator = { "; " }
ui-decimal-mark = { "," }
ui-quantity = { $n } { $name }

# `naqala simulate`
simulate-game = Ván với hạt giống { $seed }: { $rounds } vòng; điểm { $scores }; người thắng: { $winners }
simulate-means = Trung bình qua { $games } ván, theo từng người chơi:
simulate-wins = số ván thắng
simulate-rounds = Số vòng trung bình mỗi ván: { $rounds }
