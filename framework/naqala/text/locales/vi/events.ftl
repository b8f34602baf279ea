# naqala, tiếng Việt: nhật ký ván chơi. Mọi thay đổi mà một người chơi ngồi tại bàn nhận thấy đều là một
# sự kiện; pack của một bộ luật tự diễn đạt các sự kiện của riêng nó (event-KIND) và có thể diễn đạt lại các câu này.

event-turn = Đến lượt { $actor } (vòng { $round })
event-moves = { $actor } nhấc { $pieces } khỏi { $tile }
event-dropped = { $actor } thả một quân { $piece } xuống { $tile }
event-picked = { $actor } lấy { $pieces } từ { $tile }
event-claimed = { $actor } giành quyền kiểm soát { $tile }
event-performs = { $actor } thực hiện chức năng của { $action }
event-kept = { $actor } giữ { $pieces }
event-returned = { $actor } trả { $pieces } về túi
event-put = { $actor } đặt { $pieces } lên { $tile }
event-collected = { $actor } lấy { $pieces } từ túi
event-gained = { $actor } nhận { $amount }
event-lost = { $actor } mất { $amount }
event-paid = { $actor } trả { $items }
event-placed = { $actor } đặt một { $token } lên { $tile }
event-taken = { $actor } lấy { $card }
event-drew = { $actor } rút { $n } thẻ từ xấp { $deck }
event-discarded = { $actor } loại bỏ { $card }
event-removed = { $actor } loại bỏ một quân { $piece } { $on ->
    [tile] khỏi { $tile }
    [player] của { $victim }
   *[none] {""}
}
event-stolen = { $actor } lấy { $item } của { $victim }
event-shifted = { $actor } di chuyển một { $token } từ { $tile } sang { $to }
event-bid = { $actor } chọn ô { $spot } trên { $track } với giá { $cost }
event-power = { $actor } dùng { $card }
event-sold_set = { $actor } bán { $cards } được { $amount }
event-refilled = Hàng { $deck } được bổ sung
event-game_over = Ván chơi kết thúc
event-other = { $actor }: có điều gì đó vừa xảy ra
