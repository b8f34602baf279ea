# naqala, tiếng Việt: mỗi quyết định hỏi gì và mỗi lựa chọn có nghĩa là gì.
# Pack của một bộ luật có thể tự diễn đạt một chỗ riêng: prompt-SECTION-KEY-FIELD-TOPIC (một lời hỏi)
# và option-SECTION-KEY-FIELD-TOPIC (nhãn của một phương án); các câu dưới đây là mặc định.
# $entry là tên mục trong bộ luật đang hỏi; $rule là câu luật của mục đó.

prompt-move-start = Chọn một ô đất để lấy quân
prompt-move-drop = Tại { $tile }: thả một quân (trong tay: { $hand })
prompt-may = { $entry }: { $rule } Bạn có thực hiện không?
prompt-may-step = { $entry }: bạn có thực hiện không?
prompt-pay = { $entry }: bạn trả bằng cách nào?
prompt-pay-any = { $entry }: bạn trả bao nhiêu { $item }?
prompt-alternative = { $entry }: chọn cách nào?
prompt-choose-tile = { $entry }: chọn một ô đất
prompt-choose-player = { $entry }: chọn một người chơi
prompt-choose-card = { $entry }: chọn một thẻ
prompt-choose-id = { $entry }: chọn một
prompt-remove = { $entry }: chọn thứ cần loại bỏ khỏi { $from }
prompt-take = { $entry }: chọn một thẻ để lấy từ hàng { $deck } (còn { $n } thẻ phải lấy)
prompt-keep = { $entry }: chọn một thẻ để giữ lại (còn { $n } thẻ phải giữ)
prompt-steal = { $entry }: chọn thứ cần lấy của { $victim }
prompt-shift = { $entry }: chọn thứ cần di chuyển khỏi { $tile }
prompt-tribute = { $entry }: chọn thứ bạn phải nộp cho { $to }
prompt-tribute-keep = { $entry }: chọn thứ bạn lấy
prompt-bid = Chọn ô của bạn trên { $track }
prompt-sell = Bán: thêm một thẻ vào bộ, bán bộ thẻ, hoặc dừng lại (bộ hiện có: { $chosen })
prompt-moment = Dùng một sức mạnh ngay bây giờ, hoặc tiếp tục
prompt-pause = Kết thúc lượt của bạn: dùng một sức mạnh, hoặc hoàn tất

option-yes = có
option-no = không
option-done = xong
option-go-on = tiếp tục
option-finish = kết thúc lượt
option-power = dùng { $card }
option-spot = ô { $spot } với giá { $cost }
option-spot-cards = ô { $spot } với giá { $cost }, loại bỏ { $cards }
option-tile = { $tile }
option-player = { $player }
option-name = { $name }
option-card = { $card }
option-card-slot = { $card } (thẻ thứ { $slot } của hàng)
option-piece = { $piece }
option-pay = { $items }
option-amount = { $n }
option-add-card = thêm { $card } vào bộ
option-sell = bán bộ { $n } thẻ lấy { $amount }
option-start = { $tile } ({ $pieces })
option-drop = { $piece } { $direction }, thả vào { $tile }
option-token-on = { $token } trên { $tile }
option-given = { $thing } (do { $player } nộp)
option-alt-choose-tile = chọn một ô đất
option-alt-choose-player = chọn một người chơi
option-alt-choose-card = chọn một thẻ
option-alt-choose-id = chọn
option-alt-pay = trả
option-alt-other = cách { $n }

directions-N = về phía bắc
directions-E = về phía đông
directions-S = về phía nam
directions-W = về phía tây
directions-NE = về phía đông bắc
directions-SE = về phía đông nam
directions-SW = về phía tây nam
directions-NW = về phía tây bắc
directions-edge = theo một cạnh

ui-tile = { $kind } { $at }
ui-nothing = không có gì
ui-unnamed = (không tên)
